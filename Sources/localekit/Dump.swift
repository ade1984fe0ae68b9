import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocaleKitCommands
import LocalizationFormats

extension LocaleKitCommand {
    /// `localekit dump PATH… [--format json|text] [--development-language CODE]`
    enum Dump: Subcommand {
        static let name = "dump"
        static let abstract = "Print the catalog read from PATHs (files or folders)."
        static let help = """
            OVERVIEW: Read localization files and print the catalog they form.

            USAGE: localekit dump <path>... [--format json|text] [project options]

            ARGUMENTS:
              <path>   A .strings, .stringsdict, .xliff or .xcstrings file, or a folder searched recursively.

            OPTIONS:
              --format <format>                json (default; a stable schema) or text.

            A variable-width entry (NSStringVariableWidthRuleType) is dumped as its widest text, with
            "widths" (text: "width N = …" lines) giving every width.

            Reader diagnostics are printed to standard error; exit 1 when one is an error.

            \(LocaleKitCommand.projectOptions)

            \(LocaleKitCommand.developmentLanguageHelp)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(arguments, sections: [.project], options: ["format"])
            guard !arguments.positionals.isEmpty else { throw UsageError("missing <path>") }
            let format = try arguments.choice("format", in: ["json", "text"], default: "json")
            guard let project = resolveProject(try arguments.commandLineOptions()) else { return 2 }
            let catalog = project.loadCatalog()
            print(format == "json" ? CatalogDump.json(catalog) : CatalogDump.text(catalog))
            // At the project's severities, as every command reports the readers' findings.
            let diagnostics = project.checker.readerDiagnostics(of: catalog)
            printDiagnostics(diagnostics)
            return diagnostics.contains { $0.severity == .error } ? 1 : 0
        }
    }
}
