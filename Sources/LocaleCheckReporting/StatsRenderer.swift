import Foundation
import LocaleCatalog
import LocaleCheck

/// `localekit stats`: translation coverage per language and per table, as text, JSON or one
/// self-contained HTML page (see ``StatsHTMLRenderer``).
public enum StatsRenderer {
    /// Languages, most complete first (ties by code); the development language first of all.
    public static func sorted(_ coverage: [LanguageCoverage]) -> [LanguageCoverage] {
        coverage.sorted { lhs, rhs in
            if lhs.isDevelopment != rhs.isDevelopment { return lhs.isDevelopment }
            if lhs.percent != rhs.percent { return lhs.percent > rhs.percent }
            return lhs.language < rhs.language
        }
    }

    /// A table's label: `Localizable`, or `Widget/Localizable` when several roots are shown.
    static func label(_ table: TableCoverage, multipleRoots: Bool) -> String {
        multipleRoots ? "\(table.root)/\(table.table)" : table.table
    }

    static func hasMultipleRoots(_ coverage: [LanguageCoverage]) -> Bool {
        Set(coverage.flatMap { $0.tables.map(\.root) }).count > 1
    }

    /// `  +12 covered by fallback` (a regional variant's keys its parent has), or nothing.
    static func fallbackNote(_ fallback: Int) -> String {
        fallback > 0 ? "  +\(fallback) covered by fallback" : ""
    }

    public static func text(_ report: CheckReport) -> String {
        let coverage = sorted(report.coverage)
        let multipleRoots = hasMultipleRoots(coverage)
        var lines = ["Development language: \(report.developmentLanguage)"]
        let width = coverage.map(\.language.count).max() ?? 0
        for language in coverage {
            let name = language.language.padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append(
                "\(name)  \(Coverage.format(language.percent))%  \(language.translated)/\(language.total)"
                    + Self.fallbackNote(language.fallback) + (language.isDevelopment ? "  (development)" : ""))
            for table in language.tables where table.translated < table.total || language.tables.count > 1 {
                lines.append(
                    "    \(label(table, multipleRoots: multipleRoots))  \(Coverage.format(table.percent))%  "
                        + "\(table.translated)/\(table.total)" + Self.fallbackNote(table.fallback))
            }
        }
        if let project = report.project { lines += projectLines(project) }
        return lines.joined(separator: "\n")
    }

    /// `{"version": 1, "developmentLanguage", "languages": [{"language", "translated", "total", "percent",
    /// "fallback", "coveredPercent", "tables": [{"root", "table", "translated", "total", "percent", "fallback"}]}]}`,
    /// most complete first; with an Xcode project also `"project"` (see ``projectJSON(_:)``).
    public static func json(_ report: CheckReport) -> String {
        var members: [(String, JSONValue)] = [
            ("version", .int(1)), ("developmentLanguage", .string(report.developmentLanguage)),
            ("languages", .array(sorted(report.coverage).map(CheckJSONRenderer.value(for:)))),
        ]
        if let project = report.project { members.append(("project", projectJSON(project))) }
        let object: JSONValue = .object(members)
        return object.text() + "\n"
    }
}
