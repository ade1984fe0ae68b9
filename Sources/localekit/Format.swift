import CatalogSync
import Foundation
import LocaleCatalog
import LocaleKitCommands
import LocalizationFormats

extension LocaleKitCommand {
    /// `localekit format [PATH…] [--check]`
    enum Format: Subcommand {
        static let name = "format"
        static let abstract = "Rewrite String Catalogs and .strings tables in one canonical form."
        static let help = """
            OVERVIEW: Put the String Catalogs and .strings tables under PATHs in one canonical form, so that
            diffs show only real changes. What an app reads from a file never changes.

            USAGE: localekit format [<path>...] [--check] [project options]

            ARGUMENTS:
              <path>   Localization files or folders. Default: the folder of localekit.json, else '.'.

            OPTIONS:
              --check   Write nothing: print 'path: error: not in canonical form (…) [format]' for each file
                        that would change and exit 1 if any would (a CI gate).

            .xcstrings: written as Xcode saves them: every object's keys in Xcode's order (a collation:
            punctuation first, case ignored, numbers by value), its spacing and escapes, no final newline.
            .strings (text form): each language's table in the development language's key order (the
            table of the same name in the development language's .lproj beside it, else Base.lproj's);
            keys the development language lacks follow, in their own order. A key defined twice keeps its
            last definition, as Foundation reads it; a note names each definition dropped at its line.
            Each entry moves whole, from its comment to its ';' (and a comment after it on that line);
            comments, spacing, escapes and the encoding (UTF-16 stays UTF-16) are kept byte for byte.
            A table Foundation refuses, or in property-list form (XML or binary), is left alone with a
            note. .stringsdict and XLIFF files are not touched.

            Files are written atomically, and only when their bytes change.

            Exit codes: 0 canonical (or written), 1 with --check when a file would change, 2 usage or I/O
            error.

            \(LocaleKitCommand.projectOptions)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(arguments, sections: [.project], flags: ["check"])
            guard let project = resolveProject(try arguments.commandLineOptions()) else { return 2 }
            let scoped = project.scopedRoots()
            let language = project.loadCatalog(languages: .development).developmentLanguage
            let result = CatalogFormatter.format(
                files: scoped.files.values.flatMap { $0 }, developmentLanguage: language)
            return finish(result, check: arguments.flag("check"), problems: scoped.diagnostics)
        }

        static func finish(_ result: CatalogFormatter.Result, check: Bool, problems: [Diagnostic]) -> Int32 {
            var diagnostics = problems + result.diagnostics
            if check { diagnostics += result.changes.map(\.diagnostic) }
            printDiagnostics(diagnostics)
            if diagnostics.contains(where: { $0.severity == .error && $0.rule != .format }) { return 2 }
            if check { return result.changes.isEmpty ? 0 : 1 }
            do {
                _ = try AtomicFileWriter.write(result.files)
            } catch {
                printError("\(error)")
                return 2
            }
            for change in result.changes {
                print("Formatted \(change.path) (\(change.reasons.joined(separator: "; ")))")
            }
            return 0
        }
    }
}
