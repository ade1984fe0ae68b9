import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting

extension LocaleKitCommand {
    /// `localekit stats [PATH…] [--config FILE] [--format text|json|html]`
    enum Stats: Subcommand {
        static let name = "stats"
        static let abstract = "Show translation coverage per language and table (text, JSON or an HTML page)."
        static let help = """
            OVERVIEW: Show how much of the development language each language translates, per table.

            USAGE: localekit stats [<path>...] [--config <file>] [--format text|json|html] [--project <file>]
                                   [--target <name>]

            ARGUMENTS:
              <path>   Files or folders (searched recursively). Default: the folder of localekit.json, else '.'.

            OPTIONS:
              --config <file>     Use this configuration instead of the nearest localekit.json.
              --format <format>   text (default), json, or html (one self-contained page; redirect it to a file).
            \(LocaleKitCommand.projectHelp(column: 22))

            Languages are sorted most complete first. Exit 2 when a path or the configuration cannot be read.

            \(LocaleKitCommand.developmentLanguageHelp)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(
                arguments, options: Set(["config", "format"]).union(LocaleKitCommand.projectOptions), flags: [])
            let format = try arguments.choice("format", in: ["text", "json", "html"], default: "text")
            guard let configuration = resolveConfiguration(arguments) else { return 2 }
            let paths = arguments.positionals.isEmpty ? configuration.defaultPaths : arguments.positionals
            var checker = Checker(configuration: configuration, rules: [])
            checker.projectScope = try LocaleKitCommand.projectScope(arguments, paths: paths)
            let report = checker.check(paths: paths)
            let problems = report.findings.filter { $0.rule == .io }.map(\.diagnostic)
            if !problems.isEmpty {
                FileHandle.standardError.write(Data((DiagnosticRenderer().render(problems) + "\n").utf8))
            }
            switch format {
            case "json": print(StatsRenderer.json(report))
            case "html": print(StatsHTMLRenderer.render(report), terminator: "")
            default: print(StatsRenderer.text(report))
            }
            return report.hasIOError ? 2 : 0
        }
    }
}
