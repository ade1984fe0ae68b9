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
                                      catalog (an empty table when the catalog has none). Repeatable;
                                      together exactly the tables the XLIFF and String Catalog files
                                      compile to (as the plugin declares them), else a usage error;
                                      none at all writes no table.
              --swift-source <file>   A Swift file of the target: the usage rules (undefined-key,
                                      unused-key) compare the catalog with these files (they replace
                                      localekit.json's "usage.sources"). Repeatable.
              --target <name>         The files belong to this target of the Xcode project found from
                                      them (as every command finds it): its scope and development
                                      region apply, and the accessors look up in Bundle.main unless
                                      "generate.bundle" names another bundle. No project found, or
                                      no such target, is a warning: the files are read as given.
                                      Xcode compiles the target's String Catalogs: only XLIFF tables
                                      are written.

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
            let build = PluginBuild(
                files: arguments.positionals, project: project, accessorsFile: output,
                tableFiles: arguments.allValues("table-output"),
                stringCatalogsCompiledElsewhere: arguments.value("target") != nil)
            try checkContract(build)
            let result = build.run()
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

        /// Refuses a step whose declared tables are not the ones these files compile to: the build would
        /// expect a file never written, or miss one it bundles (a plugin and a tool of different versions).
        static func checkContract(_ build: PluginBuild) throws {
            let difference = build.contractDifference
            guard difference.declaredOnly.isEmpty, difference.undeclared.isEmpty else {
                let declaredOnly = difference.declaredOnly.map { "'\($0)'" }.joined(separator: ", ")
                let undeclared = difference.undeclared.map { "'\($0)'" }.joined(separator: ", ")
                throw UsageError(
                    "'--table-output' must name exactly the tables these files compile to (the plugin and localekit are of different versions?)"
                        + (declaredOnly.isEmpty ? "" : "; not compiled from them: \(declaredOnly)")
                        + (undeclared.isEmpty ? "" : "; compiled but not declared: \(undeclared)"))
            }
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
