import AccessorGeneration
import Foundation
import LocaleCatalog
import LocaleKitCommands

/// The flags that set `localekit.json` fields, read into ``CommandLineOptions`` in one place. A
/// command accepts those it lists in `Arguments(…, options:, flags:)`; the rest are never present.
extension Arguments {
    /// Every command that reads the project accepts these (each overrides its `localekit.json` field).
    static let projectOptions: Set<String> = [
        "config", "development-language", "supported-language", "include", "exclude", "rule", "ignore-key",
        "min-coverage", "do-not-translate", "max-length", "project", "target",
    ]

    /// The `generate` fields' flags (`generate`, `usage`, `build-plugin`'s configuration).
    static let generateOptions: Set<String> = [
        "template", "access", "enum-name", "bundle", "separator", "tables", "tr-access", "lookup-function",
    ]

    /// The flags given, as overrides of the configuration.
    func commandLineOptions() throws -> CommandLineOptions {
        var options = CommandLineOptions(paths: positionals)
        options.configFile = value("config")
        options.developmentLanguage = value("development-language")
        options.supportedLanguages = allValues("supported-language")
        options.include = allValues("include")
        options.exclude = allValues("exclude")
        options.ignoreKeys = allValues("ignore-key")
        options.doNotTranslate = allValues("do-not-translate")
        for (rule, setting) in try pairs("rule") {
            guard let value = LocaleKitConfiguration.RuleSetting(rawValue: setting) else {
                throw UsageError("'--rule \(rule)=\(setting)': the severity is error, warning, note or off")
            }
            options.rules[rule] = value
        }
        for (language, text) in try pairs("min-coverage") {
            guard let percent = Double(text), (0...100).contains(percent) else {
                throw UsageError("'--min-coverage \(language)=\(text)': the percent is a number from 0 to 100")
            }
            options.minCoverage[language] = percent
        }
        for (glob, text) in try pairs("max-length") {
            guard let limit = Int(text), limit >= 1 else {
                throw UsageError("'--max-length \(glob)=\(text)': the limit is a whole number from 1")
            }
            options.maxLength[glob] = limit
        }
        options.strict = flag("strict") ? true : nil
        options.baseline = value("baseline")
        // `--require-complete` alone: every language; `--require-complete=de,fr`: those.
        options.requireComplete = allValues("require-complete").flatMap { list in
            list.isEmpty ? ["*"] : list.split(separator: ",").map(String.init)
        }
        options.xcodeProject = value("project")
        options.xcodeTarget = value("target")
        options.generate = try generateOverrides()
        return options
    }

    /// `--template`, `--access`, `--enum-name`, `--bundle`, `--separator`, `--tables`, `--substitution-labels`,
    /// `--tr-access`, `--lookup-function`.
    private func generateOverrides() throws -> LocaleKitConfiguration.GenerateOptions {
        var generate = LocaleKitConfiguration.GenerateOptions()
        generate.template = value("template")
        if value("access") != nil {
            generate.access = try choice("access", in: ["internal", "public", "package"], default: "internal")
        }
        if value("tr-access") != nil {
            let levels = GenerationOptions.LookupAccess.allCases.map(\.rawValue)
            generate.trAccess = try choice("tr-access", in: levels, default: "private")
        }
        if value("tables") != nil {
            generate.tables = try choice("tables", in: ["nested", "separate"], default: "nested")
        }
        if let enumName = value("enum-name") {
            guard SwiftIdentifier.isPlainIdentifier(enumName) else {
                throw UsageError("'\(enumName)' is not a valid Swift type name for '--enum-name'")
            }
            generate.enumName = enumName
        }
        generate.bundle = value("bundle")
        if let lookup = value("lookup-function") {
            guard LookupFunction(lookup) != nil else {
                throw UsageError(
                    "'\(lookup)' is not a function name or a signature of 2 or 3 arguments for '--lookup-function'")
            }
            generate.lookupFunction = lookup
        }
        generate.separator = value("separator")
        generate.substitutionLabels = flag("substitution-labels") ? true : nil
        return generate
    }

    /// The `NAME=VALUE` values of a repeatable option (`--rule empty-value=off`), or of a
    /// comma-separated list (`--table-enums Core=CoreStrings,Frontend=FrontendStrings`).
    func pairs(_ name: String) throws -> [(String, String)] {
        try allValues(name).flatMap { $0.split(separator: ",") }.map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty else {
                throw UsageError("'--\(name)' wants NAME=VALUE, not '\(pair)'")
            }
            return (parts[0], parts[1])
        }
    }
}
