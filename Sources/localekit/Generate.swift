import AccessorGeneration
import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocaleKitCommands
import LocalizationFormats

extension LocaleKitCommand {
    /// `localekit generate PATH… --output FILE [--template …] [--access …] [--enum-name …] [--bundle …] [--separator …]`
    enum Generate: Subcommand {
        static let name = "generate"
        static let abstract = "Generate type-safe Swift accessors for the keys in PATHs."
        static let help = """
            OVERVIEW: Generate a Swift file with one accessor per key of the development language.

            USAGE: localekit generate [<path>...] --output <file> [options]

            ARGUMENTS:
              <path>   A .strings, .stringsdict, .xliff or .xcstrings file, or a folder searched recursively.
                       Default: the folder of localekit.json, else '.'.

            OPTIONS:
              --output <file>                  The Swift file to write (only written when its bytes change).
              --template <name|path>           structured (default: nested enums), flat, swiftgen (SwiftGen's
                                               structured-swift5 API, through LocaleKit), or a .mustache file.
              --access <level>                 internal (default), public or package.
              --substitution-labels            Label a String Catalog substitution's parameter with its name
                                               (followers(count:)); default: unlabeled (followers(_:)).
              --tr-access <level>              --template swiftgen: the access of the lookup function
                                               tr(table, key, args…): private (default), fileprivate,
                                               internal, package or public (internal: the app's code can
                                               call L10n.tr for keys built at run time).
              --enum-name <name>               The enum of the Localizable table (default: L10n).
              --bundle <bundle>                module (default), main, or a Swift expression of type Bundle.
              --separator <text>               Splits keys into namespaces (default: "."; "" for none).
              --tables <layout>                nested (default: L10n.<Table>) or separate (one enum per table).

            Each option above overrides the field of localekit.json's "generate" object of the same name
            (template, access, enumName, bundle, separator, tables, substitutionLabels, trAccess).

            A variable-width key (NSStringVariableWidthRuleType) returns its widest text and gets an
            overload with a `width:` parameter that returns the variant fitting that width.

            Only the development language's tables (and Base's) are read: the accessors are made of
            their keys, so the translations are not read (run `localekit check` for them).
            Warnings (renamed keys, unused arguments) go to standard error; exit 1 when a reader
            reports an error at the rules' severities (--rule, "rules"); the file is written from what
            the app reads, except when Foundation refuses a development-language file (the previous
            accessors then stay); 2 for a usage, template or I/O error.

            \(LocaleKitCommand.projectOptions)

            \(LocaleKitCommand.developmentLanguageHelp)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments, options: Arguments.projectOptions.union(Arguments.generateOptions).union(["output"]),
                flags: ["substitution-labels"])
            guard let output = arguments.value("output") else { throw UsageError("missing '--output <file>'") }
            guard let project = resolveProject(try arguments.commandLineOptions()) else { return 2 }
            do {
                let write = try project.generateAccessors(to: output)
                printDiagnostics(write.diagnostics + (write.result?.diagnostics ?? []))
                // The previous accessors stay when Foundation refuses a development-language file: code
                // generated without it would drop keys.
                if write.result == nil { TableOutput.refused(output) }
                return write.hasErrors ? 1 : 0
            } catch let error as GenerationError {
                printDiagnostics(error.diagnostics)
                return 2
            }
        }
    }
}
