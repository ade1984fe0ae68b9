import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocaleKitCommands

extension LocaleKitCommand {
    /// `localekit stats [PATH…] [--config FILE] [--format text|json|html]`
    enum Stats: Subcommand {
        static let name = "stats"
        static let abstract = "Show translation coverage per language and table (text, JSON or an HTML page)."
        static let help = """
            OVERVIEW: Show how much of the development language each language translates, per table.

            USAGE: localekit stats [<path>...] [--format text|json|html] [project options]

            ARGUMENTS:
              <path>   Files or folders (searched recursively). Default: the folder of localekit.json, else '.'.

            OPTIONS:
              --format <format>   text (default), json, or html (one self-contained page; redirect it to a file).

            Languages are sorted most complete first. Exit 2 when a path or the configuration cannot be read,
            or when the paths hold no localization file.

            \(LocaleKitCommand.projectOptions)

            \(LocaleKitCommand.developmentLanguageHelp)
            """

        static func run(_ arguments: [String]) throws -> Int32 {
            let arguments = try Arguments(arguments, sections: [.project], options: ["format"])
            let format = try arguments.choice("format", in: ["text", "json", "html"], default: "text")
            guard var project = resolveProject(try arguments.commandLineOptions()) else { return 2 }
            project.rules = []
            guard let report = Check.check(project, changedFiles: false) else { return 2 }
            // What could not be read, and what the counts leave out because no target ships it.
            printDiagnostics(report.findings.filter { $0.rule == .io || $0.rule == .notInTarget }.map(\.diagnostic))
            switch format {
            case "json": print(StatsRenderer.json(report))
            case "html": print(StatsHTMLRenderer.render(report), terminator: "")
            default: print(StatsRenderer.text(report))
            }
            return report.hasIOError ? 2 : 0
        }
    }
}
