import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats

extension LocaleKitCommand {
    /// `localekit check [PATH…] [--config FILE] [--format text|json|sarif|github|markdown] [--limit N]
    /// [--strict] [--baseline FILE] [--write-baseline FILE] [--pre-commit]`
    enum Check: Subcommand {
        static let name = "check"
        static let abstract = "Check catalogs for missing translations, broken placeholders and plurals."
        static var help: String {
            let width = (CheckRules.all + CheckRules.usage).map(\.id.rawValue.count).max() ?? 0
            let rules = (CheckRules.all + CheckRules.usage).map { rule in
                let severity = rule.defaultSeverity?.rawValue ?? "off"
                return "  " + rule.id.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + severity.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.summary
            }
            return """
                OVERVIEW: Check every supported language of the localization files under PATHs.

                USAGE: localekit check [<path>...] [--config <file>] [--format text|json|sarif|github|markdown]
                                       [--limit <n>] [--strict] [--baseline <file>] [--write-baseline <file>]
                                       [--pre-commit]

                ARGUMENTS:
                  <path>   Files or folders (searched recursively). Default: the folder of localekit.json, else '.'.

                OPTIONS:
                  --config <file>          Use this configuration instead of the nearest localekit.json.
                  --format <format>        text (default), json, sarif, github (GitHub Actions annotations:
                                           ::error file=…,line=…,col=…,title=<rule>::<message>) or markdown
                                           (a pull-request summary: coverage, findings grouped by rule).
                  --limit <n>              markdown: findings listed per rule before the rest fold (default 10).
                  --strict                 Report warnings as errors.
                  --baseline <file>        Report only findings not recorded in <file> (markdown also shows
                                           each language's coverage change since it was written).
                  --write-baseline <file>  Record every current finding and the coverage in <file> and exit 0.
                  --pre-commit             PATHs are changed files: check the whole catalog each belongs to.

                RULES (id, default severity):
                \(rules.joined(separator: "\n"))

                source-changed reads localekit.lock beside localekit.json (write it with `localekit lock`).
                glossary reads "doNotTranslate": [terms]; length-limit reads "maxLength": {"key.glob": n}
                and `maxLength: n` in a translator comment.

                Exit codes: 0 clean, 1 errors found, 2 usage, configuration or I/O error.

                \(LocaleKitCommand.developmentLanguageHelp)
                """
        }

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments, options: ["config", "format", "baseline", "write-baseline", "limit"],
                flags: ["strict", "pre-commit"])
            let format = try arguments.choice(
                "format", in: ["text", "json", "sarif", "github", "markdown"], default: "text")
            let limit = try arguments.value("limit").map { text in
                guard let limit = Int(text), limit >= 0 else { throw UsageError("--limit must be a whole number") }
                return limit
            }
            let preCommit = arguments.flag("pre-commit")
            let configuration: LocaleKitConfiguration
            var baseline: Baseline?
            var lock: TranslationLock?
            do {
                configuration = try LocaleKitConfiguration.resolve(
                    explicitFile: arguments.value("config"), paths: arguments.positionals)
                let baselineFile = arguments.value("baseline") ?? configuration.baseline.map(configuration.resolve)
                if let baselineFile, arguments.value("write-baseline") == nil {
                    baseline = try Baseline.load(file: baselineFile)
                }
                lock = try TranslationLock.load(file: TranslationLock.file(for: configuration))
            } catch {
                printConfigurationError(error)
                return 2
            }
            if preCommit && arguments.positionals.isEmpty { return 0 }
            let paths = arguments.positionals.isEmpty ? configuration.defaultPaths : arguments.positionals
            let rules = CheckRules.rules(for: configuration)
            let checker = Checker(
                configuration: configuration, strict: arguments.flag("strict"), baseline: baseline, rules: rules,
                lock: lock)
            let report = checker.check(paths: paths, changedFiles: preCommit)

            if let file = arguments.value("write-baseline") {
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
            let standardOutput: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
            switch format {
            case "json": CheckJSONRenderer.render(report, to: standardOutput)
            case "sarif": SARIFRenderer(toolVersion: version).render(report, rules: rules, to: standardOutput)
            case "github": GitHubAnnotationRenderer().render(report, to: standardOutput)
            case "markdown":
                var renderer = CheckMarkdownRenderer(baseline: baseline)
                if let limit { renderer.shownPerRule = limit }
                standardOutput(renderer.render(report))
            default:
                CheckTextRenderer(colored: useColor).render(
                    report, toBytes: { FileHandle.standardOutput.write(Data($0)) })
            }
            return report.exitCode
        }
    }

    /// Colour only when standard output is a terminal and `NO_COLOR` is unset or empty.
    static var useColor: Bool {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
        return noColor.isEmpty && isatty(STDOUT_FILENO) == 1
    }

    /// The configuration `--config` names, else the nearest `localekit.json`; nil (its problems
    /// printed) when it cannot be read.
    static func resolveConfiguration(_ arguments: Arguments) -> LocaleKitConfiguration? {
        do {
            return try LocaleKitConfiguration.resolve(
                explicitFile: arguments.value("config"), paths: arguments.positionals)
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
