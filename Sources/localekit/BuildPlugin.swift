import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocaleKitCommands

extension LocaleKitCommand {
    /// `localekit build-plugin --output FILE [--config FILE] [--table-output FILE]… [--] FILE…`
    enum BuildPlugin: Subcommand {
        static let name = "build-plugin"
        static let abstract = "Check and generate in one step (what the SwiftPM build-tool plugin runs)."
        static let help = """
            OVERVIEW: Check a target's localization files and, when no error is found, write its
            accessors and compiled tables. The LocaleKitPlugin build-tool plugin runs this on every
            build whose inputs changed.

            USAGE: localekit build-plugin --output <file> [--config <file>] [--table-output <file>]... [--] <file>...

            ARGUMENTS:
              <file>   The target's .strings, .stringsdict, .xliff and .xcstrings files.

            OPTIONS:
              --output <file>         The Swift accessors to write.
              --config <file>         The localekit.json that applies (rules, generate options).
              --table-output <file>   A <lang>.lproj/<Table>.strings or .stringsdict to write from the
                                      catalog (an empty table when the catalog has none). Repeatable.

            Findings print as `path:line:column: error|warning: message [rule]`. Files are written
            only when their bytes change. Exit 1 when a finding is an error (nothing is written then),
            2 for a usage, configuration or I/O error.
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(arguments, options: ["output", "config", "table-output"], flags: [])
            guard let output = arguments.value("output") else { throw UsageError("missing '--output <file>'") }
            guard !arguments.positionals.isEmpty else { throw UsageError("missing <file>") }
            var configuration = LocaleKitConfiguration()
            do {
                if let file = arguments.value("config") { configuration = try LocaleKitConfiguration.load(file: file) }
            } catch {
                printConfigurationError(error)
                return 2
            }
            let build = PluginBuild(
                files: arguments.positionals, configuration: configuration, accessorsFile: output,
                tableFiles: arguments.allValues("table-output"))
            let result = build.run()
            if !result.diagnostics.isEmpty {
                FileHandle.standardError.write(Data((DiagnosticRenderer().render(result.diagnostics) + "\n").utf8))
            }
            if result.hasErrors { return 1 }
            do {
                _ = try result.write()
            } catch {
                printError("\(error)")
                return 2
            }
            return 0
        }
    }
}
