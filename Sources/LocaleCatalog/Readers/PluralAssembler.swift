import LocalizationFormats

/// Reassembles the units of one XLIFF `<file>` side (source or target texts) whose ids are
/// ``XcodePluralID``s into plural (and device-varied, and variable-width) entries.
struct PluralAssembler {
    /// The variable a String Catalog `plural` variation of the whole string becomes:
    /// `KEY|==|plural.one` → format `%#@plural@`, variable `plural`.
    static let catalogPluralVariable = "plural"

    private struct Part {
        var id: XcodePluralID
        var text: String
        var unit: XLIFFDocument.Unit
    }

    private var parts: [String: [Part]] = [:]
    private var order: [String] = []
    private var plain: [String: (text: String, unit: XLIFFDocument.Unit)] = [:]

    mutating func add(_ id: XcodePluralID, text: String, unit: XLIFFDocument.Unit) {
        if parts[id.key] == nil { order.append(id.key) }
        parts[id.key, default: []].append(Part(id: id, text: text, unit: unit))
    }

    /// A plain unit: the format of a String Catalog string with substitutions has the key as its id.
    mutating func addPlain(key: String, text: String, unit: XLIFFDocument.Unit) {
        plain[key] = (text, unit)
    }

    func hasVariations(_ key: String) -> Bool { parts[key] != nil }

    var isEmpty: Bool { parts.isEmpty }

    /// One entry per key that had variation parts, in the order the keys first appeared.
    func entries(diagnostics: inout [Diagnostic]) -> [Entry] {
        order.compactMap { key in parts[key].map { entry(key: key, parts: $0, diagnostics: &diagnostics) } }
    }

    private func entry(key: String, parts: [Part], diagnostics: inout [Diagnostic]) -> Entry {
        var variations = Variations()
        for part in parts { variations.add(part) }
        let first = parts[0].unit
        let format =
            variations.format ?? impliedFormat(key: key, variations, at: first.location, diagnostics: &diagnostics)
        let translation: Translation
        if let format {
            translation = .plural(PluralTranslation(format: format, variables: variations.variables(format: format)))
        } else if let widest = variations.widths.widest, variations.devices.isEmpty {
            translation = .text(widest)
        } else {
            translation =
                variations.devices["other"] ?? variations.devices.sorted { $0.key < $1.key }.first?.value ?? .text("")
        }
        // The value-type units localekit writes are `translate="no"` by nature: they do not count.
        let translatable = parts.filter { if case .stringsdictValueType = $0.id { false } else { true } }
        let units = translatable.map(\.unit) + (plain[key].map { [$0.unit] } ?? [])
        var entry = Entry(
            key: key, translation: translation, comment: units.lazy.compactMap(\.note).first,
            location: first.location, valueLocation: first.targetLocation, state: units.lazy.compactMap(\.state).first,
            shouldTranslate: units.allSatisfy(\.translate))
        entry.deviceVariants = variations.devices
        if format == nil { entry.widthVariants = variations.widths }
        return entry
    }

    /// The format of a plural that has forms but no format unit: a String Catalog plural's variable,
    /// the plain unit with the key as id (a catalog string with substitutions), else its variables
    /// side by side (with a warning). Nil without forms (device or width variations only).
    private func impliedFormat(
        key: String, _ variations: Variations, at location: SourceLocation, diagnostics: inout [Diagnostic]
    ) -> String? {
        guard !variations.variableOrder.isEmpty else { return nil }
        if variations.forms[Self.catalogPluralVariable] != nil { return "%#@\(Self.catalogPluralVariable)@" }
        if let base = plain[key] { return base.text }
        let format = variations.variableOrder.map { "%#@\($0)@" }.joined(separator: " ")
        diagnostics.append(
            Diagnostic(
                .warning, rule: .xliffPlural, "plural '\(key)' has no format unit; using '\(format)'", at: location))
        return format
    }

    /// What one key's parts say, gathered by kind.
    private struct Variations {
        var format: String?
        var variableOrder: [String] = []
        var forms: [String: [PluralCategory: String]] = [:]
        var valueTypes: [String: String] = [:]
        var locations: [String: SourceLocation] = [:]
        var formLocations: [String: [PluralCategory: SourceLocation]] = [:]
        var devices: [String: Translation] = [:]
        var widths = WidthVariants()
        var substitutions: Set<String> = []

        mutating func add(_ part: Part) {
            switch part.id {
            case .stringsdictFormat:
                format = part.text
            case .stringsdictForm(_, let variable, let category):
                addForm(variable, category, part)
            case .catalogSubstitution(_, let variable, let category):
                substitutions.insert(variable)
                addForm(variable, category, part)
            case .stringsdictValueType(_, let variable):
                valueTypes[variable] = part.text
            case .catalogPlural(_, let category):
                addForm(PluralAssembler.catalogPluralVariable, category, part)
            case .catalogDevice(_, let device):
                devices[device] = .text(part.text)
            case .stringsdictWidth(_, let width):
                widths.texts[width] = part.text
                widths.locations[width] = part.unit.targetLocation ?? part.unit.location
            }
        }

        private mutating func addForm(_ variable: String, _ category: PluralCategory, _ part: Part) {
            if forms[variable] == nil {
                variableOrder.append(variable)
                locations[variable] = part.unit.location
            }
            forms[variable, default: [:]][category] = part.text
            formLocations[variable, default: [:]][category] = part.unit.targetLocation ?? part.unit.location
        }

        /// The plural's variables in the order their first forms came.
        func variables(format: String) -> [PluralVariable] {
            variableOrder.map { name in
                var variableForms = forms[name] ?? [:]
                var valueType = valueTypes[name]
                if substitutions.contains(name) {
                    // A String Catalog substitution: `%arg` stands for the argument `%N$#@name@` counts.
                    valueType = SubstitutionArgument.defaultSpecifier
                    // Its `argNum` is the `N` of `%N$#@name@` (an XLIFF has no `argNum`); none when unnumbered,
                    // as the `.xcstrings` reader reads a substitution without one.
                    let position = FormatString(parsing: format).placeholders.first {
                        $0.variable == name && $0.spec.hasPrefix("%\($0.position)$")
                    }?.position
                    variableForms = variableForms.mapValues {
                        SubstitutionArgument.expand(
                            $0, argument: position, specifier: SubstitutionArgument.defaultSpecifier)
                    }
                }
                return PluralVariable(
                    name: name, valueType: valueType ?? PluralAssembler.inferredValueType(variableForms),
                    forms: variableForms, location: locations[name], formLocations: formLocations[name] ?? [:])
            }
        }
    }

    /// The conversion of the first number placeholder of the `other` form (`%lld` → `lld`), else of
    /// its first placeholder: a plural counts a number, and a translation may put a `%2$@` first
    /// (`"%2$@ 외에 %1$lld개"`).
    static func inferredValueType(_ forms: [PluralCategory: String]) -> String? {
        guard let text = PluralVariable.form(for: .other, in: forms) else { return nil }
        let placeholders = FormatString(parsing: text).placeholders.filter { $0.variable == nil }
        let number = placeholders.first { [.int, .uint, .double].contains($0.type) }
        return (number ?? placeholders.first)?.conversion
    }
}
