import Foundation
import LocaleCatalog

extension LocaleKitCommand {
    /// `localekit generate PATH… --output FILE [--template …] [--access …] [--enum-name …] [--bundle …] [--separator …]`
    enum Generate: Subcommand {
        static let name = "generate"
        static let abstract = "Generate type-safe Swift accessors for the keys in PATHs."
        static let help = """
            OVERVIEW: Generate a Swift file with one accessor per key of the development language.

            USAGE: localekit generate <path>... --output <file> [options]

            ARGUMENTS:
              <path>   A .strings, .stringsdict, .xliff or .xcstrings file, or a folder searched recursively.

            OPTIONS:
              --output <file>                  The Swift file to write (only written when its bytes change).
              --template <name|path>           structured (default: nested enums), flat, or a .mustache file.
              --access <level>                 internal (default) or public.
              --enum-name <name>               The enum of the Localizable table (default: L10n).
              --bundle <bundle>                module (default), main, or a Swift expression of type Bundle.
              --separator <text>               Splits keys into namespaces (default: "."; "" for none).
              --tables <layout>                nested (default: L10n.<Table>) or separate (one enum per table).
              --development-language <code>   The language whose keys and values are used (default: en).

            Warnings (renamed keys, unused arguments) go to standard error; exit 1 when a reader
            reports an error, 2 for a usage, template or I/O error.
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments,
                options: [
                    "output", "template", "access", "enum-name", "bundle", "separator", "tables",
                    "development-language",
                ],
                flags: [])
            guard !arguments.positionals.isEmpty else { throw UsageError("missing <path>") }
            guard let output = arguments.value("output") else { throw UsageError("missing '--output <file>'") }
            // Hook for `localekit.json`: when the configuration type lands, its values become the
            // defaults here and the command-line options override them.
            var options = GenerationOptions()
            let access = try arguments.choice("access", in: ["internal", "public"], default: "internal")
            options.access = GenerationOptions.AccessLevel(rawValue: access) ?? .internal
            let layout = try arguments.choice("tables", in: ["nested", "separate"], default: "nested")
            options.tableLayout = GenerationOptions.TableLayout(rawValue: layout) ?? .nested
            if let enumName = arguments.value("enum-name") {
                guard SwiftIdentifier.isPlainIdentifier(enumName) else {
                    throw UsageError("'\(enumName)' is not a valid Swift type name for '--enum-name'")
                }
                options.enumName = enumName
            }
            if let bundle = arguments.value("bundle") { options.bundle = GenerationOptions.bundleExpression(bundle) }
            if let separator = arguments.value("separator") { options.separator = separator }
            let template = GenerationTemplate(argument: arguments.value("template") ?? "structured")

            let catalog = CatalogLoader(developmentLanguage: arguments.value("development-language") ?? "en")
                .load(arguments.positionals)
            let renderer = DiagnosticRenderer()
            do {
                let result = try CodeGenerator(options: options, template: template).generate(catalog)
                let diagnostics = catalog.diagnostics + result.diagnostics
                if !diagnostics.isEmpty {
                    FileHandle.standardError.write(Data((renderer.render(diagnostics) + "\n").utf8))
                }
                try AtomicFileWriter.write(Data(result.code.utf8), to: output)
                return catalog.diagnostics.contains { $0.severity == .error } ? 1 : 0
            } catch let error as GenerationError {
                FileHandle.standardError.write(Data((renderer.render(error.diagnostics) + "\n").utf8))
                return 2
            }
        }
    }
}
