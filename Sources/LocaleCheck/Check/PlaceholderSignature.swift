import Foundation
import LocaleCatalog
import LocalizationFormats

/// The arguments a format string consumes: position → placeholder, as a translation must keep them.
struct PlaceholderSignature: Sendable {
    /// The first placeholder seen at each position (a second type at the same position is an
    /// `invalid-format` problem, not a mismatch).
    private(set) var byPosition = PositionMap()
    /// `%#@name@` references, by variable name.
    private(set) var variables: [String: FormatPlaceholder] = [:]
    /// The positions that have a placeholder, sorted.
    var positions: [Int] { byPosition.positions }

    init(_ format: FormatString) {
        // More than a handful of arguments (only a hostile value has them) are sorted once: inserted
        // one at a time, descending positions would cost quadratic time.
        let many = format.placeholders.count > 16
        var positional: [FormatPlaceholder] = []
        for placeholder in format.placeholders {
            if let variable = placeholder.variable {
                if variables[variable] == nil { variables[variable] = placeholder }
            } else if many {
                positional.append(placeholder)
            } else {
                byPosition.insert(placeholder)
            }
        }
        if many { byPosition = PositionMap(positional) }
    }

    /// Parses `string`, skipping the parser when there is no `%` at all (most values).
    init(parsing string: String) {
        self.init(PlaceholderSignature.parse(string))
    }

    /// Adds `placeholder` unless its position is taken.
    mutating func insert(_ placeholder: FormatPlaceholder) {
        byPosition.insert(placeholder)
    }

    /// A plural translation's whole argument list: the format's own arguments and every form of
    /// every variable, each form numbered as Foundation formats it (``PluralTranslation/parseForm(_:position:)``).
    static func combined(_ plural: PluralTranslation) -> PlaceholderSignature {
        ParsedPlural(plural).all
    }

    /// A plural translation parsed once: what comparing it needs, each form read by the printf
    /// parser a single time (the format's signature, each form's, and the whole argument list).
    struct ParsedPlural: Sendable {
        /// The argument each variable counts.
        let positions: [String: Int]
        /// The format, parsed.
        let parsedFormat: FormatString
        /// The format's own arguments.
        let format: PlaceholderSignature
        /// Each variable's forms (aligned with `plural.variables`), in category order, parsed.
        let forms: [[(category: PluralCategory, parsed: FormatString)]]
        /// ``PlaceholderSignature/combined(_:)``.
        let all: PlaceholderSignature

        init(_ plural: PluralTranslation) {
            parsedFormat = FormatString(parsing: plural.format)
            positions = plural.variablePositions(format: parsedFormat)
            format = PlaceholderSignature(parsedFormat)
            var all = format
            var forms: [[(category: PluralCategory, parsed: FormatString)]] = []
            for variable in plural.variables {
                let position = positions[variable.name]
                let parsed = variable.forms.sorted(by: { $0.key < $1.key }).map { category, form in
                    (category: category, parsed: PlaceholderSignature.parseForm(form, position: position))
                }
                for (_, form) in parsed {
                    for placeholder in form.placeholders where placeholder.variable == nil { all.insert(placeholder) }
                }
                forms.append(parsed)
            }
            self.forms = forms
            self.all = all
        }
    }

    /// A plural form's arguments, numbered from its variable's argument `position` on.
    init(form: String, position: Int?) {
        self.init(PlaceholderSignature.parseForm(form, position: position))
    }

    /// ``PluralTranslation/parseForm(_:position:)`` (which skips the parser when there is no `%`).
    static func parseForm(_ form: String, position: Int?) -> FormatString {
        PluralTranslation.parseForm(form, position: position)
    }

    /// The `%#@name@` references of a format, in order of appearance.
    static func variableOrder(_ format: String) -> [String] {
        parse(format).placeholders.compactMap(\.variable)
    }

    var isEmpty: Bool { byPosition.isEmpty && variables.isEmpty }

    /// Whether `string` has a `%` (with `memchr` on its bytes: checked for every value of every language).
    static func hasPercent(_ string: String) -> Bool {
        string.containsUTF8(UInt8(ascii: "%"))
    }

    /// ``FormatString/init(parsing:firstImplicitPosition:)`` (which skips the parser when there is no `%`).
    static func parse(_ string: String) -> FormatString {
        FormatString(parsing: string)
    }

    /// Whether `placeholders` are written as `specs`, one for one and in order. Then the two
    /// formats have the same signature (positions, types and variables all follow from the specs and
    /// their order), which agrees with itself: ``PlaceholderMismatchRule/textArgumentsAgree(_:_:counted:)``
    /// is true for it, and the screen need not build the signature.
    static func sameSpecs(_ placeholders: [FormatPlaceholder], _ specs: [String]) -> Bool {
        placeholders.count == specs.count && zip(placeholders, specs).allSatisfy { $0.spec == $1 }
    }

    /// Whether a development-language text is used as a format string (``FormatString/isFormat(_:)``).
    static func isFormat(_ string: String) -> Bool {
        FormatString.isFormat(string)
    }

    /// The placeholders of `text` that cannot be prose: `%@`, `%d`, `%ld`, `%i`, `%u` (any length
    /// modifier), a float with a precision (`%.1f`), and any conversion with a position (`%1$@`,
    /// `%2$s`). A space flag (`50 % de`) or a bare letter that prose may follow a `%` with
    /// (`100%sur`, `20%off`) is not one. What a translation of a text that is no format string must not have.
    static func unambiguousPlaceholders(_ text: String) -> [FormatPlaceholder] {
        guard hasPercent(text), !FormatString.isRuleEditorFormat(text) else { return [] }
        return FormatString(parsing: text).placeholders.filter { placeholder in
            guard placeholder.variable == nil, placeholder.type != nil, !placeholder.spec.contains(" ") else {
                return false
            }
            if placeholder.spec.contains("$") { return true }
            guard let last = placeholder.conversion.last else { return false }
            if "@diu".contains(last) { return true }
            return "fFeEgG".contains(last) && placeholder.spec.contains(".")
        }
    }

    /// The Swift type of a `.stringsdict` `NSStringFormatValueTypeKey` (`d`, `ld`, `f`, `@`).
    static func type(ofValueType valueType: String?) -> PlaceholderType? {
        PluralVariable(name: "", valueType: valueType, forms: [:]).countedType
    }

    /// Whether two arguments can be passed the same value (``PlaceholderType/mayBeOneArgument(_:_:)``).
    static func compatible(_ lhs: PlaceholderType?, _ rhs: PlaceholderType?) -> Bool {
        PlaceholderType.mayBeOneArgument(lhs, rhs)
    }

    /// `%2$@ (String)` or `%d (argument 2, Int)`, for messages: always naming the argument position.
    static func describe(_ placeholder: FormatPlaceholder) -> String {
        let numbered = placeholder.spec.contains("$")
        let position = numbered ? "" : "argument \(placeholder.position)"
        guard let type = placeholder.type else {
            return numbered ? placeholder.spec : "\(placeholder.spec) (\(position))"
        }
        return "\(placeholder.spec) (\(numbered ? "" : position + ", ")\(type.swiftType))"
    }
}

/// Position → the first placeholder there, for the handful of positions a format string has:
/// two sorted arrays (compared for every value with a `%`, where a dictionary's hashing dominated),
/// searched by binary search.
struct PositionMap: Sendable {
    private(set) var positions: [Int] = []
    private var placeholders: [FormatPlaceholder] = []

    var isEmpty: Bool { positions.isEmpty }

    init() {}

    /// The first of `placeholders` (in order of appearance) at each position, sorted once: inserting
    /// them one at a time would be quadratic for a hostile value whose positions descend
    /// (`%60000$d … %1$d`).
    init(_ placeholders: [FormatPlaceholder]) {
        // By position, then appearance (the sort is not stable: the index breaks the tie).
        let order = placeholders.indices.sorted { left, right in
            let (one, other) = (placeholders[left].position, placeholders[right].position)
            return one != other ? one < other : left < right
        }
        for index in order where positions.last != placeholders[index].position {
            positions.append(placeholders[index].position)
            self.placeholders.append(placeholders[index])
        }
    }

    subscript(position: Int) -> FormatPlaceholder? {
        let index = SortedPositions.lowerBound(of: position, in: positions)
        return index < positions.count && positions[index] == position ? placeholders[index] : nil
    }

    /// Adds `placeholder` unless its position is taken.
    mutating func insert(_ placeholder: FormatPlaceholder) {
        let position = placeholder.position
        let index = SortedPositions.lowerBound(of: position, in: positions)
        if index == positions.count || positions[index] != position {
            positions.insert(position, at: index)
            placeholders.insert(placeholder, at: index)
        }
    }
}
