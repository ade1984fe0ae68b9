import Foundation
import LocaleCatalog
import LocaleKitCommands

extension LocaleKitCommand {
    /// `localekit export PATH… --xliff DIR [--version 1.2|2.0] [--development-language CODE]`
    enum Export: Subcommand {
        static let name = "export"
        static let abstract = "Write one XLIFF per language for translators."
        static let help = """
            OVERVIEW: Read localization files and write one XLIFF per language (DIR/<lang>.xliff), with
            the development language as source and Xcode's ids for plural entries. Texts of Base.lproj
            are the development language's (as Xcode exports them): no Base.xliff.

            USAGE: localekit export <path>... --xliff <dir> [--version 1.2|2.0] [project options]

            ARGUMENTS:
              <path>   A localization file, or a folder searched recursively.

            OPTIONS:
              --xliff <dir>                    Where to write the XLIFF files (created if missing).
              --version <version>              1.2 (default, as Xcode) or 2.0.

            A variable-width entry (NSStringVariableWidthRuleType) becomes one unit per width, id
            /KEY:dict/NSStringVariableWidthRuleType:dict/WIDTH:dict/:string (read back by every command).
            Files are written atomically and only when their bytes change; nothing is written when the
            development language has an error (a translation's errors are reported and exported as they
            are). Exit 1 when a reader reported an error, 2 on a usage error or when a file cannot be written.

            \(LocaleKitCommand.projectOptions)

            \(LocaleKitCommand.developmentLanguageHelp)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments, sections: [.project], options: ["xliff", "version"])
            guard !arguments.positionals.isEmpty else { throw UsageError("missing <path>") }
            guard let output = arguments.value("xliff") else { throw UsageError("missing --xliff <dir>") }
            let versionName = try arguments.choice(
                "version", in: XLIFFVersion.allCases.map(\.rawValue), default: XLIFFVersion.v1_2.rawValue)
            let version = XLIFFVersion(rawValue: versionName) ?? .v1_2
            guard let project = resolveProject(try arguments.commandLineOptions()) else { return 2 }
            let write = try CatalogWrite.runByRoot(project) { roots in
                printDiagnostics(roots.flatMap { $0.catalog.unusedBaseTables() })
                return try CatalogCompiler.export(roots: roots, to: output, version: version)
            }
            return TableOutput.report(write, output: output, verb: "exported")
        }
    }
}
