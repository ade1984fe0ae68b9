import Foundation
import LocaleCatalog
import LocaleCheckReporting
import LocaleKitCommands

extension LocaleKitCommand {
    /// `localekit migrate PATH… (--output FILE.xcstrings | --output-dir DIR) [--development-language CODE]`
    enum Migrate: Subcommand {
        static let name = "migrate"
        static let abstract = "Turn .strings, .stringsdict, XLIFF or catalogs into String Catalogs."
        static let help = """
            OVERVIEW: Read localization files and write their tables as String Catalogs (.xcstrings),
            in the bytes Xcode writes: plurals become variations.plural, several %#@var@ in one
            format become substitutions (argNum, formatSpecifier, forms with %arg), translator
            comments become the key's comment, values get state "translated" (XLIFF states are mapped).
            A plural whose forms name no argument keeps its type as a substitution's formatSpecifier.
            A table read from one String Catalog keeps that file as it is, adding only what its
            other files hold. One comment per key is kept: a note names each translation comment
            that is dropped. One value per key and language is kept: a note names each .strings value
            under a .stringsdict entry of the same key (the plural wins in the app and in the catalog).
            A table whose development texts live only in Base.lproj is written under the development
            language (Base is not a catalog language); a Base.lproj table beside the development
            language's is not written, with a note. With --output-dir, each localization root (an app and its widget, both with
            a Localizable) is written to its own folder under <dir> (its path relative to the roots'
            common folder); --output takes one table of one root.

            USAGE: localekit migrate <path>... (--output <file.xcstrings> | --output-dir <dir>)
                                     [project options]

            ARGUMENTS:
              <path>   A localization file, or a folder searched recursively.

            OPTIONS:
              --output <file>                  The catalog to write, when the inputs hold one table.
              --output-dir <dir>               Where to write one <Table>.xcstrings per table and root.

            The catalog's sourceLanguage is the development language (--development-language, else
            localekit.json's, else from the files, as `localekit check --help` says). Files are written
            atomically and only when their bytes change, from what the app reads: a file Foundation
            refuses as a whole gives nothing (with a note); other errors are reported.
            Exit 1 on reader errors, 2 on a usage error or when a file cannot be written.

            \(LocaleKitCommand.projectOptions)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments, sections: [.project], options: ["output", "output-dir"])
            guard !arguments.positionals.isEmpty else { throw UsageError("missing <path>") }
            let file = arguments.value("output")
            let directory = arguments.value("output-dir")
            guard (file == nil) != (directory == nil), let output = file ?? directory else {
                throw UsageError("give one of --output <file.xcstrings> or --output-dir <dir>")
            }
            guard let project = resolveProject(try arguments.commandLineOptions()) else { return 2 }
            let write: CatalogWrite<CatalogCompiler.Result>
            do {
                if let directory {
                    write = try CatalogWrite.runByRoot(project) { roots in
                        printDiagnostics(
                            roots.flatMap {
                                StringCatalogMigration.droppedComments($0.catalog)
                                    + StringCatalogMigration.droppedValues($0.catalog)
                            })
                        return try StringCatalogMigration.migrate(roots: roots, toDirectory: directory)
                    }
                } else {
                    write = try CatalogWrite.run(project) { catalog in
                        try migrate(catalog, directory: nil, file: output)
                    }
                }
            } catch is MixedRoots {
                return 1
            }
            return TableOutput.report(write, output: output, verb: "migrated")
        }

        /// A table found in two roots: migrating it would mix an app's and its widget's strings.
        struct MixedRoots: Error {}

        /// Writes the catalogs after reporting mixed roots (which refuse) and dropped comments.
        static func migrate(_ catalog: Catalog, directory: String?, file output: String) throws
            -> CatalogCompiler.Result
        {
            let mixed = StringCatalogMigration.mixedRoots(catalog)
            printDiagnostics(
                mixed + StringCatalogMigration.droppedComments(catalog) + StringCatalogMigration.droppedValues(catalog))
            if !mixed.isEmpty { throw MixedRoots() }
            if let directory { return try StringCatalogMigration.migrate(catalog, toDirectory: directory) }
            guard let result = try StringCatalogMigration.migrate(catalog, toFile: output) else {
                throw UsageError(
                    "--output takes one table; the inputs hold \(catalog.tables.count) (\(catalog.tableNames.joined(separator: ", "))): use --output-dir"
                )
            }
            return result
        }
    }
}
