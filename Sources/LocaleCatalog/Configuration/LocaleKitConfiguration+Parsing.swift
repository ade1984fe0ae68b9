import Foundation
import LocalizationFormats

extension LocaleKitConfiguration {
    /// The top-level fields of `localekit.json`.
    public static let fieldNames = [
        "developmentLanguage", "supportedLanguages", "include", "exclude", "rules", "ignoreKeys", "minCoverage",
        "requireComplete", "baseline", "strict", "doNotTranslate", "maxLength", "generate", "usage",
    ]

    /// The fields of the `generate` object.
    public static let generateFieldNames = [
        "template", "access", "enumName", "bundle", "lookup", "separator", "tables", "substitutionLabels", "trAccess",
        "lookupFunction",
    ]

    /// Parses `localekit.json` text, collecting every problem before failing.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: its path, for the locations of problems.
    ///   - knownRules: rule ids accepted in `rules` (`LocaleCheck` passes every built-in rule).
    public static func parse(
        _ data: Data, file: String, knownRules: Set<String>
    ) throws(ConfigurationError) -> LocaleKitConfiguration {
        let lines = LineIndex(data, file: file)
        let root: LocatedJSON
        do {
            root = try LocatedJSON.parse(data)
        } catch {
            let location = lines.location(ofOffset: error.offset)
            throw ConfigurationError([
                Diagnostic(.error, rule: .config, "invalid JSON: \(error.message)", at: location)
            ])
        }
        var reader = FieldReader(lines: lines)
        var configuration = LocaleKitConfiguration()
        guard case .object(let members) = root else {
            throw ConfigurationError([
                Diagnostic(
                    .error, rule: .config, "the configuration must be an object", at: lines.location(ofOffset: 0))
            ])
        }
        for member in members {
            configuration.read(member, knownRules: knownRules, &reader)
        }
        guard reader.problems.isEmpty else { throw ConfigurationError(reader.problems) }
        return configuration
    }

    /// One top-level field; a problem goes to `reader`.
    private mutating func read(_ member: LocatedJSON.Member, knownRules: Set<String>, _ reader: inout FieldReader) {
        switch member.name {
        case "developmentLanguage":
            developmentLanguage = reader.string(member.name, member).map(LanguageCode.normalize)
        case "supportedLanguages":
            supportedLanguages = reader.strings(member.name, member)?.map(LanguageCode.normalize)
        case "include": include = reader.strings(member.name, member) ?? []
        case "exclude": exclude = reader.strings(member.name, member) ?? []
        case "ignoreKeys": ignoreKeys = reader.strings(member.name, member) ?? []
        case "baseline": baseline = reader.string(member.name, member)
        case "strict": strict = reader.bool(member.name, member) ?? false
        case "doNotTranslate": doNotTranslate = reader.strings(member.name, member) ?? []
        case "maxLength": read(maxLength: member, &reader)
        case "rules": read(rules: member, knownRules: knownRules, &reader)
        case "minCoverage": read(minCoverage: member, &reader)
        case "requireComplete": read(requireComplete: member, &reader)
        case "generate": read(generate: member, &reader)
        case "usage": read(usage: member, &reader)
        default: reader.unknown(member.name, member, known: Self.fieldNames)
        }
    }

    private mutating func read(maxLength member: LocatedJSON.Member, _ reader: inout FieldReader) {
        for glob in reader.object(member.name, member) {
            let field = "maxLength.\(glob.name)"
            if let limit = reader.checked(field, glob, .characterLimit) { maxLength[glob.name] = limit }
        }
    }

    private mutating func read(rules member: LocatedJSON.Member, knownRules: Set<String>, _ reader: inout FieldReader) {
        for rule in reader.object(member.name, member) {
            let field = "rules.\(rule.name)"
            guard knownRules.contains(rule.name) else {
                reader.problem(Self.unknownRuleProblem(rule.name, known: knownRules), at: rule)
                continue
            }
            guard reader.string(field, rule) != nil else { continue }
            if let setting = reader.checked(field, rule, .ruleSetting) { rules[rule.name] = setting }
        }
    }

    /// What naming `id` in `rules` (or `--rule`) is, when `known` holds the ids that may be configured:
    /// the one wording of an unknown rule, wherever it is named.
    package static func unknownRuleProblem(_ id: String, known: Set<String>) -> String {
        "unknown rule '\(id)' (known: \(known.sorted().joined(separator: ", ")))"
    }

    private mutating func read(minCoverage member: LocatedJSON.Member, _ reader: inout FieldReader) {
        for language in reader.object(member.name, member) {
            let field = "minCoverage.\(language.name)"
            guard let percent = reader.checked(field, language, .percent) else { continue }
            let code = language.name == "*" ? "*" : LanguageCode.normalize(language.name)
            minCoverage[code] = percent
        }
    }

    private mutating func read(requireComplete member: LocatedJSON.Member, _ reader: inout FieldReader) {
        switch member.value {
        case .bool(let all): requireComplete = all ? ["*"] : []
        case .array:
            requireComplete =
                reader.strings(member.name, member)?.map { $0 == "*" ? $0 : LanguageCode.normalize($0) } ?? []
        default: reader.wrongType(member.name, member, expected: "true, false or an array of languages")
        }
    }

    private mutating func read(generate member: LocatedJSON.Member, _ reader: inout FieldReader) {
        for option in reader.object(member.name, member) {
            let field = "generate.\(option.name)"
            guard Self.generateFieldNames.contains(option.name) else {
                reader.unknown(field, option, known: Self.generateFieldNames)
                continue
            }
            // The generator's module checks these values (`GenerationOptions(configuration:)`), after reading.
            fieldLocations[field] = reader.lines.location(ofOffset: option.offset)
            if option.name == "substitutionLabels" {
                generate.substitutionLabels = reader.bool(field, option)
                continue
            }
            let text = reader.string(field, option)
            switch option.name {
            case "template": generate.template = text
            case "access": generate.access = text
            case "enumName": generate.enumName = text
            case "bundle": generate.bundle = text
            case "trAccess": generate.trAccess = text
            case "lookupFunction": generate.lookupFunction = text
            case "lookup": generate.lookup = text
            case "tables": generate.tables = text
            default: generate.separator = text
            }
        }
    }

    private mutating func read(usage member: LocatedJSON.Member, _ reader: inout FieldReader) {
        for option in reader.object(member.name, member) {
            let field = "usage.\(option.name)"
            switch option.name {
            case "sources": usage.sources = reader.strings(field, option) ?? []
            case "functions": usage.functions = reader.strings(field, option) ?? []
            case "template": usage.template = reader.string(field, option)
            case "tableEnums":
                for table in reader.object(field, option) {
                    usage.tableEnums[table.name] = reader.string("\(field).\(table.name)", table)
                }
            default: reader.unknown(field, option, known: Self.usageFieldNames)
            }
        }
    }
}

/// Typed access to configuration fields that records a problem, located at the field's name,
/// for each value of the wrong type.
private struct FieldReader {
    var lines: LineIndex
    var problems: [Diagnostic] = []

    mutating func problem(_ message: String, at member: LocatedJSON.Member) {
        problems.append(Diagnostic(.error, rule: .config, message, at: lines.location(ofOffset: member.offset)))
    }

    mutating func wrongType(_ field: String, _ member: LocatedJSON.Member, expected: String, value: LocatedJSON? = nil)
    {
        problem("'\(field)' must be \(expected), not \(Self.kind(of: value ?? member.value))", at: member)
    }

    mutating func unknown(_ field: String, _ member: LocatedJSON.Member, known: [String]) {
        problem("unknown field '\(field)' (known: \(known.joined(separator: ", ")))", at: member)
    }

    /// The value `check` accepts, else nil and its problem (a JSON value that is neither a number nor
    /// a string is of the wrong kind, shown by its type).
    mutating func checked<Value>(_ field: String, _ member: LocatedJSON.Member, _ check: ValueCheck<Value>) -> Value? {
        let input: ValueInput
        switch member.value {
        case .number(let number) where check.isNumeric: input = .number(number)
        case .string(let text) where !check.isNumeric: input = .text(text)
        default:
            wrongType(field, member, expected: check.kind)
            return nil
        }
        do {
            return try check.value(of: input, subject: field)
        } catch {
            problems.append(
                Diagnostic(.error, rule: .config, error.message, at: lines.location(ofOffset: member.offset)))
            return nil
        }
    }

    mutating func string(_ field: String, _ member: LocatedJSON.Member) -> String? {
        guard case .string(let text) = member.value else {
            wrongType(field, member, expected: "a string")
            return nil
        }
        return text
    }

    mutating func bool(_ field: String, _ member: LocatedJSON.Member) -> Bool? {
        guard case .bool(let value) = member.value else {
            wrongType(field, member, expected: "true or false")
            return nil
        }
        return value
    }

    mutating func strings(_ field: String, _ member: LocatedJSON.Member) -> [String]? {
        guard case .array(let items) = member.value else {
            wrongType(field, member, expected: "an array of strings")
            return nil
        }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            guard case .string(let text) = item else {
                wrongType("\(field)[\(index)]", member, expected: "a string", value: item)
                continue
            }
            result.append(text)
        }
        return result
    }

    mutating func object(_ field: String, _ member: LocatedJSON.Member) -> [LocatedJSON.Member] {
        guard case .object(let members) = member.value else {
            wrongType(field, member, expected: "an object")
            return []
        }
        return members
    }

    /// What a value is, for messages: `a string`, `an object`…
    static func kind(of value: LocatedJSON) -> String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
