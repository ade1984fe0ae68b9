import Foundation
import LocaleCatalog
import LocalizationFormats

/// The parameters an accessor takes: one per argument position of the development-language
/// value, typed from its format specifiers; for a plural, the counted variables typed from
/// `NSStringFormatValueTypeKey`, plus every argument that only the plural forms use.
struct AccessorSignature: Hashable, Sendable {
    var parameters: [AccessorModel.Parameter]
    var diagnostics: [Diagnostic]
    /// Argument position → the name of the plural variable (a String Catalog substitution) it counts.
    var variableNames: [Int: String] = [:]

    /// The type used for a position no specifier describes.
    static let untypedArgument = "any Swift.CVarArg"

    private struct Slot {
        /// What the specifier takes (nil: untyped).
        var placeholderType: PlaceholderType?
        var specifier: String
        var isPluralCount: Bool

        /// The parameter's type in generated code.
        var type: String { placeholderType.map(AccessorSignature.qualifiedType) ?? AccessorSignature.untypedArgument }
    }

    init(_ translation: Translation, key: String, at location: SourceLocation) {
        var builder = Builder(key: key, location: location)
        switch translation {
        case .text(let value):
            // A text that reads as a format only by accident (`"%0 cores"`) takes no arguments, as `check` judges it.
            if FormatString.isFormat(value) { _ = builder.scan(value, implicitStart: nil) }
        case .plural(let plural):
            builder.scan(plural)
        }
        parameters = builder.parameters()
        diagnostics = builder.diagnostics
        variableNames = builder.variableNames
    }

    /// The slots of one value's argument positions, filled as its texts are scanned.
    private struct Builder {
        let key: String
        let location: SourceLocation
        var slots: [Int: Slot] = [:]
        var diagnostics: [Diagnostic] = []
        var variableNames: [Int: String] = [:]

        init(key: String, location: SourceLocation) {
            self.key = key
            self.location = location
        }

        mutating func record(_ position: Int, _ slot: Slot) {
            guard position > 0 else { return }
            guard let existing = slots[position] else {
                slots[position] = slot
                return
            }
            // A plural's count read as another type by its forms (`%#@COUNT@` of `d`, `%1$@` in a form):
            // Foundation reads one argument as two types, so it is an error, not a typing choice.
            if existing.isPluralCount, !slot.isPluralCount,
                !PlaceholderType.mayBeOneArgument(existing.placeholderType, slot.placeholderType)
            {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .placeholderTypeConflict,
                        "argument \(position) of '\(key)' is a plural count of type \(existing.type) and is printed as \(slot.type) (\(slot.specifier)) by a form: Foundation reads one argument as two types; the accessor takes \(existing.type)",
                        at: location))
                return
            }
            if existing.type != slot.type, !existing.isPluralCount {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .placeholderTypeConflict,
                        "argument \(position) of '\(key)' is used as \(existing.type) (\(existing.specifier)) and as \(slot.type) (\(slot.specifier)); the accessor takes \(existing.type)",
                        at: location))
            }
        }

        /// Records the placeholders of `text` and returns its `%#@variable@` references with
        /// their positions. Inside a plural form, unnumbered placeholders count from the
        /// position of the variable the form belongs to.
        mutating func scan(_ text: String, implicitStart: Int?) -> [(name: String, position: Int, spec: String)] {
            var references: [(name: String, position: Int, spec: String)] = []
            // A form's unnumbered placeholders count from its variable's position, as Foundation and
            // `check` number them (`FormatString`'s `firstImplicitPosition`).
            for placeholder in FormatString(parsing: text, firstImplicitPosition: implicitStart ?? 1).placeholders {
                let position = placeholder.position
                if let name = placeholder.variable {
                    references.append((name, position, placeholder.spec))
                } else {
                    record(
                        position,
                        Slot(placeholderType: placeholder.type, specifier: placeholder.spec, isPluralCount: false))
                }
            }
            return references
        }

        /// A plural's format, then each variable it reaches (once), its count and its forms.
        mutating func scan(_ plural: PluralTranslation) {
            var pending = scan(plural.format, implicitStart: nil)
            var visited: Set<String> = []
            while !pending.isEmpty {
                let reference = pending.removeFirst()
                guard visited.insert(reference.name).inserted else { continue }
                if reference.position > 0 && variableNames[reference.position] == nil {
                    variableNames[reference.position] = reference.name
                }
                let variable = plural.variable(named: reference.name)
                if let valueType = variable?.countedType {
                    record(
                        reference.position,
                        Slot(placeholderType: valueType, specifier: reference.spec, isPluralCount: true))
                }
                for category in PluralCategory.allCases {
                    guard let form = variable?.forms[category] else { continue }
                    pending += scan(form, implicitStart: reference.position)
                }
                record(reference.position, Slot(placeholderType: .int, specifier: reference.spec, isPluralCount: true))
            }
        }

        /// One parameter per position up to the highest used; a gap is untyped, with a warning.
        mutating func parameters() -> [AccessorModel.Parameter] {
            let count = slots.keys.max() ?? 0
            return (1...max(count, 1)).prefix(count).map { position in
                guard let slot = slots[position] else {
                    diagnostics.append(
                        Diagnostic(
                            .warning, rule: .placeholderGap,
                            "argument \(position) of '\(key)' is not used by the development-language value; the accessor takes it as \(AccessorSignature.untypedArgument)",
                            at: location))
                    return AccessorModel.Parameter(
                        name: "p\(position)", type: AccessorSignature.untypedArgument, position: position,
                        specifier: "", isPluralCount: false)
                }
                return AccessorModel.Parameter(
                    name: "p\(position)", type: slot.type, position: position, specifier: slot.specifier,
                    isPluralCount: slot.isPluralCount)
            }
        }
    }

    /// `String` → `Swift.String`, `UnsafePointer<CChar>` → `Swift.UnsafePointer<Swift.CChar>`:
    /// qualified, so a namespace named `String` cannot shadow it.
    static func qualifiedType(_ type: PlaceholderType) -> String {
        switch type {
        case .cString: "Swift.UnsafePointer<Swift.CChar>"
        case .unicharString: "Swift.UnsafePointer<Swift.UInt16>"
        default: "Swift." + type.swiftType
        }
    }
}
