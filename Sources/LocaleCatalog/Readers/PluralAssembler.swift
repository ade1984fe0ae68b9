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
        var format: String?
        var variableOrder: [String] = []
        var forms: [String: [PluralCategory: String]] = [:]
        var valueTypes: [String: String] = [:]
        var locations: [String: SourceLocation] = [:]
        var formLocations: [String: [PluralCategory: SourceLocation]] = [:]
        var devices: [String: Translation] = [:]
        var widths = WidthVariants()
        var substitutions: Set<String> = []
        func addForm(_ variable: String, _ category: PluralCategory, _ part: Part) {
            if forms[variable] == nil {
                variableOrder.append(variable)
                locations[variable] = part.unit.location
            }
            forms[variable, default: [:]][category] = part.text
            formLocations[variable, default: [:]][category] = part.unit.targetLocation ?? part.unit.location
        }
        for part in parts {
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
                addForm(Self.catalogPluralVariable, category, part)
            case .catalogDevice(_, let device):
                devices[device] = .text(part.text)
            case .stringsdictWidth(_, let width):
                widths.texts[width] = part.text
                widths.locations[width] = part.unit.targetLocation ?? part.unit.location
            }
        }
        let first = parts[0].unit
        if format == nil, !variableOrder.isEmpty {
            if forms[Self.catalogPluralVariable] != nil {
                format = "%#@\(Self.catalogPluralVariable)@"
            } else if let base = plain[key] {
                format = base.text
            } else {
                format = variableOrder.map { "%#@\($0)@" }.joined(separator: " ")
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .xliffPlural, "plural '\(key)' has no format unit; using '\(format ?? "")'",
                        at: first.location))
            }
        }
        let translation: Translation
        if let format {
            let variables = variableOrder.map { name in
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
                    name: name, valueType: valueType ?? Self.inferredValueType(variableForms), forms: variableForms,
                    location: locations[name], formLocations: formLocations[name] ?? [:])
            }
            translation = .plural(PluralTranslation(format: format, variables: variables))
        } else if let widest = widths.widest, devices.isEmpty {
            translation = .text(widest)
        } else {
            translation = devices["other"] ?? devices.sorted { $0.key < $1.key }.first?.value ?? .text("")
        }
        // The value-type units localekit writes are `translate="no"` by nature: they do not count.
        let translatable = parts.filter { if case .stringsdictValueType = $0.id { false } else { true } }
        let units = translatable.map(\.unit) + (plain[key].map { [$0.unit] } ?? [])
        var entry = Entry(
            key: key, translation: translation, comment: units.lazy.compactMap(\.note).first,
            location: first.location, valueLocation: first.targetLocation, state: units.lazy.compactMap(\.state).first,
            shouldTranslate: units.allSatisfy(\.translate))
        entry.deviceVariants = devices
        if format == nil { entry.widthVariants = widths }
        return entry
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
