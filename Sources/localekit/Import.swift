import AccessorGeneration
import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocaleKitCommands
import LocalizationFormats

extension LocaleKitCommand {
    /// `localekit import XLIFF… [--into PATH] [--dry-run] [--development-language CODE]`
    enum Import: Subcommand {
        static let name = "import"
        static let abstract = "Merge translators' XLIFF into the project's .strings, .stringsdict and .xcstrings."
        static let help = """
            OVERVIEW: Merge translated XLIFF (1.2 or 2.0, Xcode's plural and catalog ids) into the files
            the project already has: .strings values replaced in place (comments, order, escapes and
            encoding kept), new keys appended in the development language's order with their comment,
            a new <lang>.lproj/<Table>.strings when the language has none; .stringsdict forms replaced
            in place; String Catalogs updated (stringUnit and state) in Xcode's bytes.

            USAGE: localekit import <xliff>... [--into <path>] [--dry-run] [project options]

            ARGUMENTS:
              <xliff>   A translated XLIFF file.

            OPTIONS:
              --into <path>                    The project (default: the folder of localekit.json, else .).
              --dry-run                        Print what would change; write nothing.

            A unit whose target breaks a placeholder or plural rule is not imported: one error each, at
            the unit in the XLIFF (path:line:column); the rest is imported. Only files whose bytes change
            are written, all atomically. Exit 1 when a unit was refused or a reader reported an error,
            2 on a usage error or when a file cannot be written.

            \(LocaleKitCommand.projectOptions)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments, sections: [.project], options: ["into"], flags: ["dry-run"])
            guard !arguments.positionals.isEmpty else { throw UsageError("missing <xliff>") }
            var options = try arguments.commandLineOptions()
            options.paths = arguments.value("into").map { [$0] } ?? []
            options.searchPath = FileManager.default.currentDirectoryPath
            guard let project = resolveProject(options) else { return 2 }
            // The files the project's scope selects (include/exclude, --project/--target), as every command reads.
            let scoped = project.scopedRoots()
            let xliffImport = XLIFFImport.read(
                xliffs: arguments.positionals, projectFiles: scoped.files.values.flatMap { $0 }.sorted(),
                diagnostics: scoped.diagnostics, developmentLanguage: project.developmentLanguage)
            let rejections = ImportValidation.rejections(xliffImport)
            let plan = xliffImport.plan(rejecting: Set(rejections.map(\.unit)))
            let diagnostics = xliffImport.diagnostics + rejections.map(\.diagnostic) + plan.diagnostics
            printDiagnostics(diagnostics)
            if !arguments.flag("dry-run") { try AtomicFileWriter.write(plan.files) }
            print(plan.summary(dryRun: arguments.flag("dry-run")).joined(separator: "\n"))
            return diagnostics.contains { $0.severity == .error } ? 1 : 0
        }
    }
}
