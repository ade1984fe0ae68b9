import Foundation
import LocaleCatalog
import LocaleCheckReporting

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
            that is dropped. A table found in two localization roots (an app and its widget, both
            Localizable) is refused: migrate each root on its own.

            USAGE: localekit migrate <path>... (--output <file.xcstrings> | --output-dir <dir>)
                                     [--development-language <code>]

            ARGUMENTS:
              <path>   A localization file, or a folder searched recursively.

            OPTIONS:
              --output <file>                  The catalog to write, when the inputs hold one table.
              --output-dir <dir>               Where to write one <Table>.xcstrings per table.
              --development-language <code>   The catalog's sourceLanguage (default: from the files,
                                               as `localekit check --help` says).

            Files are written atomically and only when their bytes change; nothing is written when a
            reader reported an error. Exit 1 on reader errors, 2 on a usage error or when a file
            cannot be written.
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments, options: ["output", "output-dir", "development-language"], flags: [])
            guard !arguments.positionals.isEmpty else { throw UsageError("missing <path>") }
            let file = arguments.value("output")
            let directory = arguments.value("output-dir")
            guard (file == nil) != (directory == nil), let output = file ?? directory else {
                throw UsageError("give one of --output <file.xcstrings> or --output-dir <dir>")
            }
            let loader = CatalogLoader(developmentLanguage: arguments.value("development-language"))
            let catalog = loader.load(arguments.positionals)
            if let status = TableOutput.refuseOnErrors(catalog, output: output) { return status }
            let mixed = StringCatalogMigration.mixedRoots(catalog)
            let dropped = StringCatalogMigration.droppedComments(catalog)
            if !mixed.isEmpty || !dropped.isEmpty {
                FileHandle.standardError.write(Data((DiagnosticRenderer().render(mixed + dropped) + "\n").utf8))
            }
            if !mixed.isEmpty { return 1 }
            if let directory {
                let result = try StringCatalogMigration.migrate(catalog, toDirectory: directory)
                return TableOutput.report(catalog, result, verb: "migrated")
            }
            guard let result = try StringCatalogMigration.migrate(catalog, toFile: output) else {
                throw UsageError(
                    "--output takes one table; the inputs hold \(catalog.tables.count) (\(catalog.tableNames.joined(separator: ", "))): use --output-dir"
                )
            }
            return TableOutput.report(catalog, result, verb: "migrated")
        }
    }
}
