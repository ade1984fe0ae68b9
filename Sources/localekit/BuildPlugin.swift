import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocaleKitCommands
import LocalizationFormats

extension LocaleKitCommand {
    /// `localekit build-plugin --output FILE [--config FILE] [--table-output FILE]… [--swift-source FILE]… [--] FILE…`
    enum BuildPlugin: Subcommand {
        static let name = "build-plugin"
        static let abstract = "Check and generate in one step (what the SwiftPM build-tool plugin runs)."
        static let help = """
            OVERVIEW: Check a target's localization files and, when the development language has no
            error, write its accessors and compiled tables. The LocaleKitPlugin build-tool plugin runs this on every
            build whose inputs changed.

            USAGE: localekit build-plugin --output <file> [--config <file>] [--table-output <file>]...
                                          [--swift-source <file>]... [--] <file>...

            ARGUMENTS:
              <file>   The target's .strings, .stringsdict, .xliff and .xcstrings files.

            OPTIONS:
              --output <file>         The Swift accessors to write.
              --config <file>         The localekit.json that applies, read exactly as `check` reads it
                                      (rules, localekit.lock beside it, baseline, strict, generate
                                      options); without it, the defaults (no other file is searched).
              --table-output <file>   A <lang>.lproj/<Table>.strings or .stringsdict to write from the
                                      catalog (an empty table when the catalog has none). Repeatable.
              --swift-source <file>   A Swift file of the target: the usage rules (undefined-key,
                                      unused-key) compare the catalog with these files (they replace
                                      localekit.json's "usage.sources"). Repeatable.
              --target <name>         The files belong to this target of the Xcode project found from
                                      them (as every command finds it): its scope and development
                                      region apply, and the accessors look up in Bundle.main unless
                                      "generate.bundle" names another bundle. No project found, or
                                      no such target, is a warning: the files are read as given.

            Findings print as `path:line:column: error|warning: message [rule]`; missing translations
            as one line per table and language. Files are written only when their bytes change,
            whenever the development language has no error (so code completion keeps working while a
            translation is broken). Exit 1 when a finding is an error, 2 for a usage, configuration or
            I/O error.
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments, options: ["output", "config", "table-output", "swift-source", "target"], flags: [])
            guard let output = arguments.value("output") else { throw UsageError("missing '--output <file>'") }
            guard !arguments.positionals.isEmpty else { throw UsageError("missing <file>") }
            let options = CommandLineOptions.pluginBuild(
                files: arguments.positionals, configFile: arguments.value("config"),
                swiftSources: arguments.allValues("swift-source"))
            guard var project = resolveProject(options) else { return 2 }
            if let target = arguments.value("target") { project = xcodeProject(of: target, options, or: project) }
            let result = PluginBuild(
                files: arguments.positionals, project: project, accessorsFile: output,
                tableFiles: arguments.allValues("table-output")
            ).run()
            printDiagnostics(result.leadingDiagnostics)
            if let report = result.report {
                CheckTextRenderer(missingTranslationsPerTable: true).renderFindings(report) {
                    FileHandle.standardError.write(Data($0))
                }
            }
            printDiagnostics(result.trailingDiagnostics)
            do {
                _ = try result.write()
            } catch {
                printError("\(error)")
                return 2
            }
            return result.hasErrors ? 1 : 0
        }

        /// The project read with the Xcode project of `target`, found from the files; when it cannot be
        /// (no project found, no such target), `project` as it is, with a warning: a build is not failed
        /// for what only narrows the files Xcode already chose.
        static func xcodeProject(of target: String, _ options: CommandLineOptions, or project: ResolvedProject)
            -> ResolvedProject
        {
            var options = options
            options.xcodeTarget = target
            do {
                return try Frontend(options).resolve()
            } catch {
                let warnings = error.diagnostics.map { problem in
                    var warning = problem
                    warning.severity = .warning
                    warning.message += "; the target's files are read as given"
                    return warning
                }
                printDiagnostics(warnings)
                return project
            }
        }
    }
}
