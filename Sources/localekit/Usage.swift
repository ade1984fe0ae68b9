import AccessorGeneration
import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats

extension LocaleKitCommand {
    /// `localekit usage [PATH…] --sources DIR… [--template …] [--format text|json|sarif]`
    enum Usage: Subcommand {
        static let name = "usage"
        static let abstract = "Find unused keys, and keys the Swift sources use that no table defines."
        static let help = """
            OVERVIEW: Compare the keys of the tables in PATHs with the keys the Swift sources reference.

            USAGE: localekit usage [<path>...] --sources <dir> [--sources <dir>...] [options]

            ARGUMENTS:
              <path>   Localization files or folders. Default: the folder of localekit.json, else '.'.

            OPTIONS:
              --sources <dir>          Swift files or folders (repeatable; default: localekit.json "usage.sources").
              --template <name>        Whose accessor names the code uses: structured (default), flat, or
                                       swiftgen (SwiftGen's structured-swift5).
              --enum-name <name>       The enum of the Localizable table (default: generate's, else L10n).
              --table-enums <list>     Enums of other tables, e.g. Core=CoreStrings,Frontend=FrontendStrings.
              --tables <layout>        nested (default) or separate, as given to generate.
              --separator <text>       The key separator given to generate (default ".").
              --functions <list>       More calls whose first argument is a key, e.g. tr,Current.localized.core.
              --format <format>        text (default), json, or sarif.
              --config <file>          Use this configuration instead of the nearest localekit.json.
              --development-language <code>   The language whose keys count (default: from the files,
                                               as `localekit check --help` says).

            References: generated accessors, "key".localized(…), LocaleKit.shared.localized("key", …),
            NSLocalizedString("key", …), String(localized: "key"), Text("key"), LocalizedStringKey("key"),
            LocalizedStringResource("key"), and the configured functions. A literal with interpolation
            ("user.\\(id).name") marks every key with its static prefix as possibly used. A literal whose text
            is a key anywhere else counts as a use (it may reach a lookup through a variable).
            Generated accessor files (SwiftGen's, localekit's) are skipped.

            Exit 1 when a key is undefined, 2 for a usage or I/O error.
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments,
                options: [
                    "sources", "template", "enum-name", "table-enums", "tables", "separator", "functions", "format",
                    "config", "development-language",
                ],
                flags: [])
            let format = try arguments.choice("format", in: ["text", "json", "sarif"], default: "text")
            guard let (configuration, initialOptions) = generationSettings(arguments) else { return 2 }
            var options = initialOptions
            let templateName = try arguments.choice(
                "template", in: UsageTemplate.allCases.map(\.rawValue),
                default: configuration.usage.template ?? "structured")
            let template = UsageTemplate(rawValue: templateName) ?? .structured
            if let enumName = arguments.value("enum-name") { options.enumName = enumName }
            if let separator = arguments.value("separator") { options.separator = separator }
            let layout = try arguments.choice("tables", in: ["nested", "separate"], default: "nested")
            options.tableLayout = GenerationOptions.TableLayout(rawValue: layout) ?? .nested
            var tableEnums = configuration.usage.tableEnums
            for pair in list(arguments.value("table-enums")) {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else {
                    throw UsageError("'--table-enums' wants TABLE=ENUM pairs, not '\(pair)'")
                }
                tableEnums[parts[0]] = parts[1]
            }
            let sources =
                arguments.allValues("sources").isEmpty
                ? configuration.usage.sources.map(configuration.resolve) : arguments.allValues("sources")
            guard !sources.isEmpty else {
                throw UsageError("missing '--sources <dir>' (or \"usage.sources\" in localekit.json)")
            }

            let language = arguments.value("development-language") ?? configuration.developmentLanguage
            let paths = arguments.positionals.isEmpty ? configuration.defaultPaths : arguments.positionals
            let catalog = CatalogLoader(developmentLanguage: language).load(paths)
            let index = AccessorPathIndex(
                catalog: catalog, options: options, template: template, tableEnums: tableEnums)
            let functions = UsageFunctions(extra: configuration.usage.functions + list(arguments.value("functions")))
            let report = UsageAnalyzer(
                catalog: catalog, finder: SourceReferenceFinder(index: index, functions: functions)
            )
            .analyze(sources: sources)
            let readerErrors = catalog.diagnostics.filter { $0.severity == .error }
            if !readerErrors.isEmpty {
                FileHandle.standardError.write(Data((DiagnosticRenderer().render(readerErrors) + "\n").utf8))
            }
            switch format {
            case "json": print(UsageJSONRenderer.render(report))
            case "sarif":
                print(
                    SARIFRenderer(toolVersion: version).render(
                        report.checkReport(developmentLanguage: catalog.developmentLanguage)))
            default: print(UsageTextRenderer.render(report))
            }
            if !report.problems.isEmpty { return 2 }
            return report.undefined.isEmpty ? 0 : 1
        }

        static func list(_ value: String?) -> [String] {
            value.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
        }
    }
}
