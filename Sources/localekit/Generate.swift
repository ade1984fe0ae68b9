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
                                               SwiftGen reads them; other sections are left alone. An
                                               output with its own Stencil template (templatePath) is
                                               rendered with SwiftGen's context, written only when the
                                               whole template renders (else a located error, exit 1).
              --experimental-modern-spacing    Render templatePath templates with Stencil's smart
                                               whitespace trimming, as SwiftGen's flag of that name
                                               (default: SwiftGen's legacy clean-up).
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
                sections: [.project, .generate], options: ["output", "swiftgen-config"],
                flags: ["experimental-modern-spacing"])
            if let swiftgen = arguments.value("swiftgen-config") {
                guard arguments.value("output") == nil, arguments.positionals.isEmpty else {
                    throw UsageError(
                        "'--swiftgen-config' names the inputs and outputs: give no <path> and no '--output'")
                }
                return try generate(
                    swiftgen, options: try arguments.commandLineOptions(),
                    modernSpacing: arguments.flag("experimental-modern-spacing"))
            }
            guard let output = arguments.value("output") else { throw UsageError("missing '--output <file>'") }
            guard let project = resolveProject(try arguments.commandLineOptions()) else { return 2 }
            return try generate(project, to: output)
        }

        /// Every output of a `swiftgen.yml`, each read as `generate <inputs> --output <file>` with its
        /// parameters (the flags given win over them); the highest exit status of all.
        private static func generate(_ file: String, options: CommandLineOptions, modernSpacing: Bool) throws
            -> Int32
        {
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
                if let stencil = output.stencil {
                    let rendered = render(stencil, inputs: output.inputs, to: output.file, modernSpacing: modernSpacing)
                    status = max(status, rendered)
                    continue
                }
                var options = options
                options.paths = output.inputs
                options.generate = options.generate.applying(over: output.generate)
                guard let project = resolveProject(options) else { return 2 }
                status = max(status, try generate(project, to: output.file))
            }
            return status
        }

        /// The user's template rendered and written whole, or nothing written and exit 1.
        private static func render(
            _ stencil: SwiftGenTemplateOutput, inputs: [String], to output: String, modernSpacing: Bool
        ) -> Int32 {
            do {
                let result = try stencil.render(
                    inputs: inputs, modernSpacing: modernSpacing,
                    environment: ProcessInfo.processInfo.environment)
                printDiagnostics(result.diagnostics)
                try AtomicFileWriter.write(Data(result.code.utf8), to: output)
                return result.diagnostics.contains { $0.severity == .error } ? 1 : 0
            } catch let error as GenerationError {
                printDiagnostics(error.diagnostics)
                return 1
            } catch {
                printDiagnostics([Diagnostic(.error, rule: .io, "\(error)", at: SourceLocation(file: output))])
                return 2
            }
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
