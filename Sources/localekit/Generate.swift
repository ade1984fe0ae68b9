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
                   localekit generate --swiftgen-config <swiftgen.yml> [options]

            ARGUMENTS:
              <path>   A .strings, .stringsdict, .xliff or .xcstrings file, or a folder searched recursively.
                       Default: the folder of localekit.json, else '.'.

            OPTIONS:
              --output <file>                  The Swift file to write (only written when its bytes change).
              --swiftgen-config <file>         Regenerate every output of a swiftgen.yml's "strings" section:
                                               its inputs, output file and structured-swift5 parameters
                                               (publicAccess, enumName, bundle, lookupFunction), read as
                                               SwiftGen reads them; other sections are left alone.
            \(ProjectOption.helpText(.generate, column: 35))

            Each option above overrides the field of localekit.json's "generate" object of the same name
            (template, access, enumName, bundle, lookup, separator, tables, substitutionLabels, trAccess,
            lookupFunction).

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
                arguments,
                sections: [.project, .generate], options: ["output", "swiftgen-config"])
            if let swiftgen = arguments.value("swiftgen-config") {
                guard arguments.value("output") == nil, arguments.positionals.isEmpty else {
                    throw UsageError(
                        "'--swiftgen-config' names the inputs and outputs: give no <path> and no '--output'")
                }
                return try generate(swiftgen, options: try arguments.commandLineOptions())
            }
            guard let output = arguments.value("output") else { throw UsageError("missing '--output <file>'") }
            guard let project = resolveProject(try arguments.commandLineOptions()) else { return 2 }
            return try generate(project, to: output)
        }

        /// Every output of a `swiftgen.yml`, each read as `generate <inputs> --output <file>` with its
        /// parameters (the flags given win over them); the highest exit status of all.
        private static func generate(_ file: String, options: CommandLineOptions) throws -> Int32 {
            let configuration: SwiftGenConfiguration
            do {
                configuration = try SwiftGenConfiguration.read(file: file)
            } catch {
                printDiagnostics(error.diagnostics)
                return 2
            }
            printDiagnostics(configuration.diagnostics)
            var status: Int32 = configuration.diagnostics.contains { $0.severity == .error } ? 1 : 0
            for output in configuration.outputs {
                var options = options
                options.paths = output.inputs
                options.generate = options.generate.applying(over: output.generate)
                guard let project = resolveProject(options) else { return 2 }
                status = max(status, try generate(project, to: output.file))
            }
            return status
        }

        private static func generate(_ project: ResolvedProject, to output: String) throws -> Int32 {
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
