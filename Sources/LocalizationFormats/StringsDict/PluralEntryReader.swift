import Foundation

/// Turns one `.stringsdict` entry (a key and its dictionary) into a ``PluralTranslation``, checking it.
struct PluralEntryReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let variableWidthKey = "NSStringVariableWidthRuleType"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"

    let entry: PropertyListEntry
    private(set) var diagnostics: [Diagnostic] = []

    init(entry: PropertyListEntry) {
        self.entry = entry
    }

    /// The translation, or nil when the entry is not a plural rule at all.
    mutating func read() -> PluralTranslation? {
        defer { for index in diagnostics.indices { diagnostics[index].key = entry.key } }
        let key = entry.key
        guard let fields = entry.value.entries else {
            error("the value of '\(key)' must be a <dict> with \(Self.formatKey)", at: entry.keyLocation)
            return nil
        }
        let format = entry.value[Self.formatKey]
        let hasVariableWidth = entry.value[Self.variableWidthKey] != nil
        if format != nil, hasVariableWidth {
            error(
                "'\(key)' has both \(Self.formatKey) and \(Self.variableWidthKey); an entry is either a plural "
                    + "rule or a variable-width rule", at: entry.keyLocation)
        }
        guard let format else {
            // A variable-width entry is read by `WidthEntryReader`; the caller never hands one here.
            if !hasVariableWidth { error("'\(key)' has no \(Self.formatKey)", at: entry.keyLocation) }
            return nil
        }
        guard let formatText = format.string else {
            error("\(Self.formatKey) of '\(key)' must be a <string>", at: format.location)
            return nil
        }
        var variables: [PluralVariable] = []
        for field in fields where field.key != Self.formatKey && field.key != Self.variableWidthKey {
            if let variable = variable(field) { variables.append(variable) }
        }
        let translation = PluralTranslation(format: formatText, variables: variables)
        checkReferences(translation, formatLocation: format.location)
        return translation
    }

    private mutating func variable(_ field: PropertyListEntry) -> PluralVariable? {
        let name = field.key
        guard let rules = field.value.entries else {
            error("'\(name)' in '\(entry.key)' must be a <dict> describing a plural variable", at: field.keyLocation)
            return nil
        }
        let specType = field.value[Self.specTypeKey]?.string
        if specType == nil {
            error("variable '\(name)' has no \(Self.specTypeKey)", at: field.keyLocation)
        } else if specType != Self.pluralRuleType {
            error(
                "variable '\(name)' has \(Self.specTypeKey) '\(specType ?? "")'; only \(Self.pluralRuleType) exists",
                at: field.keyLocation)
        }
        let valueType = field.value[Self.valueTypeKey]?.string
        if let valueType {
            let location = field.value[Self.valueTypeKey]?.location ?? field.keyLocation
            if !Self.isValidValueType(valueType) {
                error(
                    "variable '\(name)' has the invalid \(Self.valueTypeKey) '\(valueType)': a plural rule counts "
                        + "a number (d, i, u, ld, lu, lld, f, …)", at: location)
            } else if valueType.hasPrefix("%") {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .stringsdict,
                        "variable '\(name)' has \(Self.valueTypeKey) '\(valueType)' with a '%'; Foundation reads it "
                            + "as '\(valueType.dropFirst())' (Xcode writes Intents files so), but the value is a "
                            + "conversion without '%'", at: location))
            }
        } else {
            diagnostics.append(
                Diagnostic(
                    .warning, rule: .stringsdict, "variable '\(name)' has no \(Self.valueTypeKey)",
                    at: field.keyLocation))
        }
        var forms: [PluralCategory: String] = [:]
        var formLocations: [PluralCategory: SourceLocation] = [:]
        for rule in rules where rule.key != Self.specTypeKey && rule.key != Self.valueTypeKey {
            guard let category = PluralCategory(rawValue: rule.key) else {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .stringsdict,
                        "unknown key '\(rule.key)' in variable '\(name)': plural forms are zero, one, two, few, many, other",
                        at: rule.keyLocation))
                continue
            }
            guard let text = rule.value.string else {
                error("the '\(rule.key)' form of '\(name)' must be a <string>", at: rule.keyLocation)
                continue
            }
            forms[category] = text
            formLocations[category] = rule.value.location
        }
        if forms[.other] == nil {
            error("variable '\(name)' has no 'other' form, which every language needs", at: field.keyLocation)
        }
        return PluralVariable(
            name: name, specType: specType, valueType: valueType, forms: forms, location: field.keyLocation,
            formLocations: formLocations)
    }

    /// Variables referenced but not defined (or defined but not referenced), and format problems.
    private mutating func checkReferences(_ translation: PluralTranslation, formatLocation: SourceLocation) {
        let references = ReferenceCheck(translation)
        for name in references.undefined {
            error(
                "the format of '\(entry.key)' references the variable '\(name)', which is not defined",
                at: formatLocation)
        }
        for variable in references.unreferenced {
            diagnostics.append(
                Diagnostic(
                    .warning, rule: .stringsdict,
                    "variable '\(variable.name)' is defined but no format references it",
                    at: variable.location ?? entry.keyLocation))
        }
        for problem in references.problems {
            diagnostics.append(
                Diagnostic(.error, rule: .invalidFormat, "'\(entry.key)': \(problem.message)", at: formatLocation))
        }
    }

    /// Whether a `NSStringFormatValueTypeKey` value is one numeric conversion (`d`, `ld`, `.1f`…).
    /// A leading `%` (`%ld`, as Xcode writes Intents files) is accepted: ``PluralVariable/conversion(ofValueType:)``.
    static func isValidValueType(_ valueType: String) -> Bool {
        // The usual ones by a set lookup: the printf parser builds a string and a scanner for each
        // variable of every language's plurals.
        commonValueTypes.contains(valueType) || parsesAsNumericConversion(valueType)
    }

    /// Value types that ``parsesAsNumericConversion(_:)`` accepts, and nearly every `.stringsdict` uses.
    static let commonValueTypes: Set<String> = ["d", "ld", "lld", "i", "li", "lli", "u", "lu", "llu", "f", "lf", "g"]

    static func parsesAsNumericConversion(_ valueType: String) -> Bool {
        let parsed = FormatString(parsing: "%" + (PluralVariable.conversion(ofValueType: valueType) ?? ""))
        let type = parsed.placeholders.count == 1 ? parsed.placeholders[0].type : nil
        return parsed.placeholders.count == 1 && parsed.problems.isEmpty && type?.isNumeric == true
    }

    /// How a translation's format and its variables refer to each other.
    struct ReferenceCheck {
        /// Names the format references that no variable defines, once per reference.
        var undefined: [String] = []
        /// Variables that neither the format nor a form references.
        var unreferenced: [PluralVariable] = []
        /// Problems of the format, with variable references typed by their value types.
        var problems: [FormatProblem] = []

        init(_ translation: PluralTranslation) {
            // Most entries are `%#@name@` (maybe within text) and one variable `name`: nothing to find or parse.
            if Self.isSingleReference(translation) {
                self.init()
            } else {
                self.init(parsing: translation)
            }
        }

        /// Nothing found.
        private init() {}

        /// The check by parsing the format and each form that may reference a variable.
        init(parsing translation: PluralTranslation) {
            let parsed = Self.typedFormat(translation)
            // A translation has a handful of variables: arrays are cheaper than sets here.
            var referenced = parsed.variableNames
            for variable in translation.variables {
                for form in variable.forms.values where Self.mayReferenceVariables(form) {
                    referenced += FormatString(parsing: form).variableNames
                }
            }
            let variables = translation.variables
            undefined = parsed.variableNames.filter { name in !variables.contains { $0.name == name } }
            unreferenced = variables.filter { !referenced.contains($0.name) }
            problems = parsed.problems
        }

        var isEmpty: Bool { undefined.isEmpty && unreferenced.isEmpty && problems.isEmpty }

        /// Whether the format's only `%` starts `%#@name@`, with `name` the only variable, whose forms
        /// reference no variable: one reference, to argument 1, of a defined variable, with no problem (what
        /// ``init(parsing:)`` finds for it: `StringsDictValuesTests` checks both agree).
        static func isSingleReference(_ translation: PluralTranslation) -> Bool {
            guard translation.variables.count == 1, let variable = translation.variables.first else { return false }
            let name = variable.name
            guard !name.isEmpty, !name.containsUTF8(UInt8(ascii: "@")) else { return false }
            let nameCount = name.utf8.count
            let isSingle: Bool? = translation.format.utf8.withContiguousStorageIfAvailable { format in
                let percent = UInt8(ascii: "%")
                guard let start = format.firstIndex(of: percent) else { return false }
                let end = start + nameCount + 4
                guard end <= format.count, !format[(start + 1)...].contains(percent),
                    format[start + 1] == UInt8(ascii: "#"), format[start + 2] == UInt8(ascii: "@"),
                    format[end - 1] == UInt8(ascii: "@")
                else { return false }
                return format[(start + 3)..<(end - 1)].elementsEqual(name.utf8)
            }
            return isSingle == true && !variable.forms.values.contains(where: mayReferenceVariables)
        }

        /// Whether a form has a `#`, without which it cannot reference a variable.
        static func mayReferenceVariables(_ form: String) -> Bool {
            form.containsUTF8(UInt8(ascii: "#"))
        }

        /// ``PluralTranslation/formatString``'s placeholder names and problems. Typing the variable
        /// references by their value types can only add a problem where two placeholders share an argument,
        /// so the format alone is enough when every placeholder has its own.
        static func typedFormat(_ translation: PluralTranslation) -> FormatString {
            let parsed = FormatString(parsing: translation.format)
            let positions = parsed.placeholders.map(\.position)
            guard Set(positions).count == positions.count else { return translation.formatString }
            return parsed
        }
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, rule: .stringsdict, message, at: location))
    }
}
