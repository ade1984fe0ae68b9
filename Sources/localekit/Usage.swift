import AccessorGeneration
import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocaleKitCommands
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
            \(ProjectOption.helpText("sources", column: 27))
              --template <name>        Whose accessor names the code uses: structured (default), flat, or
                                       swiftgen (SwiftGen's structured-swift5).
              --enum-name <name>       The enum of the Localizable table (default: generate's, else L10n).
            \(ProjectOption.helpText("table-enums", column: 27))
              --tables <layout>        nested (default) or separate, as given to generate.
              --separator <text>       The key separator given to generate (default ".").
            \(ProjectOption.helpText("functions", column: 27))
              --format <format>        text (default), json, or sarif.

            --sources, --functions, --template and --table-enums set localekit.json's "usage" fields
            (sources, functions, template, tableEnums); --enum-name, --tables and --separator its
            "generate" fields (enumName, tables, separator).

            References: generated accessors, "key".localized(…), LocaleKit.shared.localized("key", …),
            NSLocalizedString("key", …), String(localized: "key"), Text("key"), LocalizedStringKey("key"),
            LocalizedStringResource("key"), and the configured functions. A literal with interpolation
            ("user.\\(id).name") marks every key with its static prefix as possibly used; in Text,
            LocalizedStringKey, LocalizedStringResource and String(localized:) it also uses every format key
            with the same text between specifiers (Text("\\(n) files") uses "%lld files"). A key given by an
            expression (LocalizedStringKey(name)) is undeterminable: its table's otherwise unused keys
            count as possibly used. A literal whose text
            is a key anywhere else (Swift or Objective-C) counts as a use (it may reach a lookup through a
            variable).
            Generated accessor files (SwiftGen's, localekit's) are skipped.

            The sources are read as sync reads them (one call table): every SwiftUI and App Intents position
            sync extracts, calls inside string interpolations, keys split with + ("a" + "b"), Objective-C
            .m/.mm files (NSLocalizedString(@"key", …), NSLocalizedStringFromTable, the project's
            LOCALIZED_STRING_MACRO_NAMES). A file that no target of the Xcode project compiles is left out,
            with a note. A table that only framework or bundle targets ship is judged for unused keys against
            the sources those targets compile, plus other code's accessors and lookups of keys the app's own
            tables lack (they name the framework's bundle); an app's or extension's table against every source.

            An undefined or unused key is a warning (the app shows the literal as written); a literal inside
            a #Preview, a PreviewProvider or #if DEBUG is not reported. "rules" in localekit.json and --rule
            set both as for check ("unused-key": "off" leaves unused keys out). Exit 1 when a finding is an
            error (--rule undefined-key=error), 2 for a usage or I/O error.

            \(LocaleKitCommand.projectOptions)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments,
                sections: [.project],
                options: [
                    "sources", "table-enums", "functions", "format", "template", "enum-name", "tables", "separator",
                ])
            let format = try arguments.choice("format", in: ["text", "json", "sarif"], default: "text")
            guard let project = resolveProject(try usageOptions(arguments)) else { return 2 }
            // A Settings.bundle's keys are the Settings app's (through Root.plist): neither used nor unused.
            let (catalog, otherBundles) = project.loadCatalog().shippedByOwnBundle(
                roots: project.paths, keepingPackages: true)
            printDiagnostics(otherBundles)
            guard
                let report = UsageAnalyzer.report(
                    for: catalog, configuration: project.configuration, scope: project.projectScope)?
                    .applying(project.usagePolicy)
            else {
                throw UsageError("missing '--sources <dir>' (or \"usage.sources\" in localekit.json)")
            }
            // The readers' errors, and what no target ships (its keys are neither defined nor unused).
            printDiagnostics(catalog.diagnostics.filter { $0.severity == .error || $0.rule == .notInTarget })
            print(render(report, format: format, developmentLanguage: catalog.developmentLanguage))
            if !report.problems.isEmpty { return 2 }
            return report.hasErrors ? 1 : 0
        }

        static func render(_ report: UsageReport, format: String, developmentLanguage: String) -> String {
            switch format {
            case "json": UsageJSONRenderer.render(report)
            case "sarif":
                SARIFRenderer(toolVersion: version).render(report.checkReport(developmentLanguage: developmentLanguage))
            default: UsageTextRenderer.render(report)
            }
        }

        /// The flags as overrides of `localekit.json`: `--template` names the usage naming
        /// (`usage.template`), not a generate template.
        static func usageOptions(_ arguments: Arguments) throws -> CommandLineOptions {
            var options = try arguments.commandLineOptions()
            options.generate.template = nil
            if arguments.value("template") != nil {
                options.usageTemplate = try arguments.choice(
                    "template", in: UsageTemplate.allCases.map(\.rawValue), default: "structured")
            }
            return options
        }
    }
}
