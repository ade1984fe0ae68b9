import Foundation
import LocaleCatalog

extension LocaleKitCommand {
    /// `localekit compile PATH… --output DIR [--development-language CODE]`
    enum Compile: Subcommand {
        static let name = "compile"
        static let abstract = "Write <lang>.lproj/<Table>.strings and .stringsdict from any localization files."
        static let help = """
            OVERVIEW: Read localization files (XLIFF, .xcstrings, .strings, .stringsdict) and write every
            table in every language as DIR/<lang>.lproj/<Table>.strings and .stringsdict.

            USAGE: localekit compile <path>... --output <dir> [--development-language <code>]

            ARGUMENTS:
              <path>   A localization file, or a folder searched recursively.

            OPTIONS:
              --output <dir>                   Where to write the .lproj folders (created if missing).
              --development-language <code>   The reference language (default: from the files;
                                               see DEVELOPMENT LANGUAGE below).

            Plurals and variable-width entries (NSStringVariableWidthRuleType) go to .stringsdict.
            Files are written atomically and only when their bytes change. Reader diagnostics go to
            standard error; exit 1 when one is an error (the tables are still written), 2 when a file
            cannot be written.

            \(LocaleKitCommand.developmentLanguageHelp)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(arguments, options: ["output", "development-language"], flags: [])
            guard !arguments.positionals.isEmpty else { throw UsageError("missing <path>") }
            guard let output = arguments.value("output") else { throw UsageError("missing --output <dir>") }
            let loader = CatalogLoader(developmentLanguage: arguments.value("development-language"))
            let catalog = loader.load(arguments.positionals)
            if let status = TableOutput.refuseOnErrors(catalog, output: output) { return status }
            let result = try CatalogCompiler.compile(catalog, to: output)
            return TableOutput.report(catalog, result, verb: "compiled")
        }
    }
}
