import Foundation
import LocalizationFormats

extension LocaleKitConfiguration {
    /// The top-level fields of `localekit.json`.
    public static let fieldNames = [
        "developmentLanguage", "supportedLanguages", "include", "exclude", "rules", "ignoreKeys", "minCoverage",
        "baseline", "generate",
    ]

    /// The fields of the `generate` object.
    public static let generateFieldNames = ["template", "access", "enumName", "bundle", "separator"]

    /// Parses `localekit.json` text, collecting every problem before failing.
    ///
    /// - Parameter knownRules: rule ids accepted in `rules` (default: every built-in rule).
    public static func parse(
        _ data: Data, file: String, knownRules: Set<String> = Set(CheckRules.all.map(\.id))
    ) throws(ConfigurationError) -> LocaleKitConfiguration {
        let root: LocatedJSON
        do {
            root = try LocatedJSON.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw ConfigurationError([
                Diagnostic(
                    .error, rule: "config", "invalid JSON: \(error.message)",
                    at: SourceLocation(file: file, line: error.line, column: error.column))
            ])
        }
        var reader = FieldReader(file: file)
        var configuration = LocaleKitConfiguration()
        guard case .object(let members) = root.value else {
            throw ConfigurationError([reader.problem("the configuration must be an object", at: root)])
        }
        for member in members {
            let value = member.value
            switch member.name {
            case "developmentLanguage":
                configuration.developmentLanguage = reader.string(member.name, value).map(LanguageCode.normalize)
            case "supportedLanguages":
                configuration.supportedLanguages = reader.strings(member.name, value)?.map(LanguageCode.normalize)
            case "include":
                configuration.include = reader.strings(member.name, value) ?? []
            case "exclude":
                configuration.exclude = reader.strings(member.name, value) ?? []
            case "ignoreKeys":
                configuration.ignoreKeys = reader.strings(member.name, value) ?? []
            case "baseline":
                configuration.baseline = reader.string(member.name, value)
            case "rules":
                for rule in reader.object(member.name, value) {
                    let field = "rules.\(rule.name)"
                    guard knownRules.contains(rule.name) else {
                        reader.unknown(field, rule, known: knownRules.sorted())
                        continue
                    }
                    guard let text = reader.string(field, rule.value) else { continue }
                    guard let setting = RuleSetting(rawValue: text) else {
                        let choices = RuleSetting.allCases.map(\.rawValue).joined(separator: ", ")
                        reader.problems.append(
                            reader.problem("'\(field)' must be one of \(choices), not '\(text)'", at: rule.value))
                        continue
                    }
                    configuration.rules[rule.name] = setting
                }
            case "minCoverage":
                for language in reader.object(member.name, value) {
                    let field = "minCoverage.\(language.name)"
                    guard case .number(let percent) = language.value.value else {
                        reader.wrongType(field, language.value, expected: "a number from 0 to 100")
                        continue
                    }
                    guard (0...100).contains(percent) else {
                        reader.problems.append(
                            reader.problem("'\(field)' must be from 0 to 100, not \(percent)", at: language.value))
                        continue
                    }
                    let code = language.name == "*" ? "*" : LanguageCode.normalize(language.name)
                    configuration.minCoverage[code] = percent
                }
            case "generate":
                for option in reader.object(member.name, value) {
                    let field = "generate.\(option.name)"
                    guard generateFieldNames.contains(option.name) else {
                        reader.unknown(field, option, known: generateFieldNames)
                        continue
                    }
                    let text = reader.string(field, option.value)
                    switch option.name {
                    case "template": configuration.generate.template = text
                    case "access": configuration.generate.access = text
                    case "enumName": configuration.generate.enumName = text
                    case "bundle": configuration.generate.bundle = text
                    default: configuration.generate.separator = text
                    }
                }
            default:
                reader.unknown(member.name, member, known: fieldNames)
            }
        }
        guard reader.problems.isEmpty else { throw ConfigurationError(reader.problems) }
        return configuration
    }
}

/// Typed access to configuration fields that records a located problem for each wrong value.
private struct FieldReader {
    var file: String
    var problems: [Diagnostic] = []

    func problem(_ message: String, at value: LocatedJSON) -> Diagnostic {
        Diagnostic(
            .error, rule: "config", message, at: SourceLocation(file: file, line: value.line, column: value.column))
    }

    mutating func wrongType(_ field: String, _ value: LocatedJSON, expected: String) {
        problems.append(problem("'\(field)' must be \(expected), not \(value.kindDescription)", at: value))
    }

    mutating func unknown(_ field: String, _ member: LocatedJSON.Member, known: [String]) {
        problems.append(
            Diagnostic(
                .error, rule: "config", "unknown field '\(field)' (known: \(known.joined(separator: ", ")))",
                at: SourceLocation(file: file, line: member.line, column: member.column)))
    }

    mutating func string(_ field: String, _ value: LocatedJSON) -> String? {
        guard case .string(let text) = value.value else {
            wrongType(field, value, expected: "a string")
            return nil
        }
        return text
    }

    mutating func strings(_ field: String, _ value: LocatedJSON) -> [String]? {
        guard case .array(let items) = value.value else {
            wrongType(field, value, expected: "an array of strings")
            return nil
        }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            guard case .string(let text) = item.value else {
                wrongType("\(field)[\(index)]", item, expected: "a string")
                continue
            }
            result.append(text)
        }
        return result
    }

    mutating func object(_ field: String, _ value: LocatedJSON) -> [LocatedJSON.Member] {
        guard case .object(let members) = value.value else {
            wrongType(field, value, expected: "an object")
            return []
        }
        return members
    }
}
