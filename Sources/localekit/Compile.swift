import Foundation
import LocaleCatalog
import LocaleKitCommands

extension LocaleKitCommand {
    /// `localekit compile PATH… --output DIR [--development-language CODE]`
    enum Compile: Subcommand {
        static let name = "compile"
        static let abstract = "Write <lang>.lproj/<Table>.strings and .stringsdict from any localization files."
        static let help = """
            OVERVIEW: Read localization files (XLIFF, .xcstrings, .strings, .stringsdict) and write every
            table in every language as DIR/<lang>.lproj/<Table>.strings and .stringsdict.

            USAGE: localekit compile <path>... --output <dir> [project options]

            ARGUMENTS:
              <path>   A localization file, or a folder searched recursively.

            OPTIONS:
              --output <dir>                   Where to write the .lproj folders (created if missing).

            Plurals and variable-width entries (NSStringVariableWidthRuleType) go to .stringsdict.
            Files are written atomically and only when their bytes change. Reader diagnostics go to
            standard error; exit 1 when one is an error (the tables are still written, unless the
            error is in the development language: then nothing is), 2 when a file cannot be written.

            \(LocaleKitCommand.projectOptions)

            \(LocaleKitCommand.developmentLanguageHelp)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(arguments, sections: [.project], options: ["output"])
            guard !arguments.positionals.isEmpty else { throw UsageError("missing <path>") }
            guard let output = arguments.value("output") else { throw UsageError("missing --output <dir>") }
            guard let project = resolveProject(try arguments.commandLineOptions()) else { return 2 }
            let write = try CatalogWrite.run(project) { try CatalogCompiler.compile($0, to: output) }
            return TableOutput.report(write, output: output, verb: "compiled")
        }
    }
}
