import AccessorGeneration
import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
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
              --config <file>                  Use this configuration instead of the nearest localekit.json,
                                               whose "generate" options the options below override.
              --template <name|path>           structured (default: nested enums), flat, swiftgen (SwiftGen's
                                               structured-swift5 API, through LocaleKit), or a .mustache file.
              --access <level>                 internal (default), public or package.
              --substitution-labels            Label a String Catalog substitution's parameter with its name
                                               (followers(count:)); default: unlabeled (followers(_:)).
              --enum-name <name>               The enum of the Localizable table (default: L10n).
              --bundle <bundle>                module (default), main, or a Swift expression of type Bundle.
              --separator <text>               Splits keys into namespaces (default: "."; "" for none).
              --tables <layout>                nested (default: L10n.<Table>) or separate (one enum per table).
              --development-language <code>   The language whose keys and values are used (default:
                                               localekit.json's, else from the files; see below).

            A variable-width key (NSStringVariableWidthRuleType) returns its widest text and gets an
            overload with a `width:` parameter that returns the variant fitting that width.

            Warnings (renamed keys, unused arguments) go to standard error; exit 1 when a reader
            reports an error, 2 for a usage, template or I/O error.

            \(LocaleKitCommand.developmentLanguageHelp)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments,
                options: [
                    "output", "config", "template", "access", "enum-name", "bundle", "separator", "tables",
                    "development-language",
                ],
                flags: ["substitution-labels"])
            guard let output = arguments.value("output") else { throw UsageError("missing '--output <file>'") }
            let renderer = DiagnosticRenderer()
            // localekit.json's `generate` section first; command-line options override it.
            guard let (configuration, initialOptions) = generationSettings(arguments) else { return 2 }
            var options = initialOptions
            if let access = arguments.value("access") {
                let level = try arguments.choice("access", in: ["internal", "public", "package"], default: access)
                options.access = GenerationOptions.AccessLevel(rawValue: level) ?? .internal
            }
            let layout = try arguments.choice("tables", in: ["nested", "separate"], default: "nested")
            options.tableLayout = GenerationOptions.TableLayout(rawValue: layout) ?? .nested
            if let enumName = arguments.value("enum-name") {
                guard SwiftIdentifier.isPlainIdentifier(enumName) else {
                    throw UsageError("'\(enumName)' is not a valid Swift type name for '--enum-name'")
                }
                options.enumName = enumName
            }
            options.substitutionLabels = arguments.flag("substitution-labels")
            if let bundle = arguments.value("bundle") { options.bundle = GenerationOptions.bundleExpression(bundle) }
            if let separator = arguments.value("separator") { options.separator = separator }
            let template =
                arguments.value("template").map(GenerationTemplate.init(argument:))
                ?? GenerationTemplate(configuration: configuration)
            let language = arguments.value("development-language") ?? configuration.developmentLanguage
            let paths = arguments.positionals.isEmpty ? configuration.defaultPaths : arguments.positionals
            let catalog = CatalogLoader(developmentLanguage: language).load(paths)
            do {
                let result = try CodeGenerator(options: options, template: template).generate(catalog)
                let diagnostics = catalog.diagnostics + result.diagnostics
                if !diagnostics.isEmpty {
                    FileHandle.standardError.write(Data((renderer.render(diagnostics) + "\n").utf8))
                }
                if catalog.diagnostics.contains(where: { $0.severity == .error }) {
                    // The previous accessors stay: code generated from a half-read catalog would drop keys.
                    FileHandle.standardError.write(
                        Data("localekit: \(output) not written: the input has errors\n".utf8))
                    return 1
                }
                try AtomicFileWriter.write(Data(result.code.utf8), to: output)
                return 0
            } catch let error as GenerationError {
                FileHandle.standardError.write(Data((renderer.render(error.diagnostics) + "\n").utf8))
                return 2
            }
        }
    }
}
