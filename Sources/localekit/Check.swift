import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocaleKitCommands
import LocalizationFormats

extension LocaleKitCommand {
    /// `localekit check [PATH…] [--config FILE] [--format text|json|sarif|github|markdown] [--limit N]
    /// [--strict] [--baseline FILE] [--write-baseline FILE] [--pre-commit]`
    enum Check: Subcommand {
        static let name = "check"
        static let abstract = "Check catalogs for missing translations, broken placeholders and plurals."
        static var help: String {
            let descriptions = RuleRegistry.standard.descriptions
            let width = descriptions.map(\.id.rawValue.count).max() ?? 0
            func line(_ rule: RuleDescription) -> String {
                let severity = rule.defaultSeverity?.rawValue ?? "off"
                return "  " + rule.id.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + severity.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.summary
            }
            let rules = descriptions.filter(\.isConfigurable).map(line)
            let others = descriptions.filter { !$0.isConfigurable }.map(line)
            return """
                OVERVIEW: Check every supported language of the localization files under PATHs.

                USAGE: localekit check [<path>...] [--config <file>] [--format text|json|sarif|github|markdown]
                                       [--limit <n>] [--strict] [--baseline <file>] [--write-baseline <file>]
                                       [--pre-commit] [--require-complete[=<lang>,…]] [project options]

                ARGUMENTS:
                  <path>   Files or folders (searched recursively). Default: the folder of localekit.json, else '.'.

                OPTIONS:
                  --format <format>        text (default), json, sarif, github (GitHub Actions annotations:
                                           ::error file=…,line=…,col=…,title=<rule>::<message>) or markdown
                                           (a pull-request summary: coverage, findings grouped by rule).
                  --limit <n>              markdown: findings listed per rule before the rest fold (default 10).
                \(ProjectOption.helpText("strict", column: 27))
                \(ProjectOption.helpText("baseline", column: 27))
                  --write-baseline <file>  Record every current finding and the coverage in <file> and exit 0.
                  --pre-commit             PATHs are changed files: check the whole catalog each belongs to.
                \(ProjectOption.helpText("require-complete", column: 27))

                RULES (id, default severity; set with --rule or "rules" in localekit.json, in every command):
                \(rules.joined(separator: "\n"))

                OTHER FINDINGS (id, severity; reported by the readers and the other commands, not configurable):
                \(others.joined(separator: "\n"))

                source-changed reads localekit.lock beside localekit.json (write it with `localekit lock`).
                glossary reads "doNotTranslate": [terms]; length-limit reads "maxLength": {"key.glob": n}
                and `maxLength: n` in a translator comment.

                Exit codes: 0 clean, 1 errors found, 2 usage, configuration or I/O error, or no
                localization file under the paths.

                \(LocaleKitCommand.projectOptions)

                \(LocaleKitCommand.developmentLanguageHelp)
                """
        }

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments, sections: [.project, .check], options: ["format", "write-baseline", "limit"],
                flags: ["pre-commit"])
            let format = try arguments.choice(
                "format", in: ["text", "json", "sarif", "github", "markdown"], default: "text")
            let limit = try arguments.value("limit").map(Self.limit)
            var options = try arguments.commandLineOptions()
            options.runsRules = true
            options.recordsBaseline = arguments.value("write-baseline") != nil
            guard let project = resolveProject(options) else { return 2 }
            if arguments.flag("pre-commit") && arguments.positionals.isEmpty { return 0 }
            guard let report = check(project, changedFiles: arguments.flag("pre-commit")) else { return 2 }
            if let file = arguments.value("write-baseline") { return writeBaseline(report, to: file) }
            render(report, format: format, limit: limit, project: project)
            return report.exitCode
        }

        /// The report, or nil after saying that the paths hold no localization file.
        static func check(_ project: ResolvedProject, changedFiles: Bool) -> CheckReport? {
            do {
                return try project.check(changedFiles: changedFiles)
            } catch {
                printError(error.description)
                return nil
            }
        }

        static func limit(_ text: String) throws -> Int {
            guard let limit = Int(text), limit >= 0 else { throw UsageError("--limit must be a whole number") }
            return limit
        }

        static func writeBaseline(_ report: CheckReport, to file: String) -> Int32 {
            do {
                try Baseline.json(for: report.findings, coverage: report.coverage)
                    .write(toFile: file, atomically: true, encoding: .utf8)
            } catch {
                printError("cannot write baseline '\(file)': \(error.localizedDescription)")
                return 2
            }
            print("Recorded \(report.findingCount) findings in \(file).")
            return report.hasIOError ? 2 : 0
        }

        static func render(_ report: CheckReport, format: String, limit: Int?, project: ResolvedProject) {
            let standardOutput: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
            switch format {
            case "json": CheckJSONRenderer.render(report, to: standardOutput)
            case "sarif":
                SARIFRenderer(toolVersion: version).render(report, rules: project.rules, to: standardOutput)
            case "github": GitHubAnnotationRenderer().render(report, to: standardOutput)
            case "markdown":
                var renderer = CheckMarkdownRenderer(baseline: project.baseline)
                if let limit { renderer.shownPerRule = limit }
                standardOutput(renderer.render(report))
            default:
                CheckTextRenderer(colored: useColor).render(
                    report, toBytes: { FileHandle.standardOutput.write(Data($0)) })
            }
        }
    }

    /// Colour only when standard output is a terminal and `NO_COLOR` is unset or empty.
    static var useColor: Bool {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
        return noColor.isEmpty && isatty(STDOUT_FILENO) == 1
    }

    /// The project the flags and `localekit.json` describe (``Frontend``); nil after printing why it
    /// cannot be read.
    static func resolveProject(_ options: CommandLineOptions) -> ResolvedProject? {
        do {
            return try Frontend(options).resolve()
        } catch {
            printConfigurationError(error)
            return nil
        }
    }

    /// Prints the located problems of a configuration or baseline file to standard error.
    static func printConfigurationError(_ error: ConfigurationError) {
        let text = DiagnosticRenderer().render(error.diagnostics)
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
