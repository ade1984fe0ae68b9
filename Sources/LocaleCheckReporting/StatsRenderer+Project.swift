import Foundation
import LocaleCheck

/// The Xcode project part of `localekit stats`: what each project declares, then per target and
/// declared language the keys translated, covered by a more general language, and missing.
extension StatsRenderer {
    static func projectLines(_ summary: ProjectSummary) -> [String] {
        var lines: [String] = []
        for project in summary.projects {
            lines.append(
                "Xcode project \(project.name): development region \(project.developmentRegion ?? "(none)"); "
                    + "known regions (\(project.knownRegions.count)): \(project.knownRegions.joined(separator: " "))")
        }
        let width = max(8, summary.coverage.map(\.language.count).max() ?? 0)
        for target in targets(summary) {
            let rows = summary.coverage.filter { $0.target == target }
            lines.append("Target \(target): \(rows.first?.total ?? 0) keys per language")
            lines.append(
                "  " + "language".padding(toLength: width, withPad: " ", startingAt: 0)
                    + "  translated  fallback  missing")
            for row in rows {
                lines.append(
                    "  " + row.language.padding(toLength: width, withPad: " ", startingAt: 0)
                        + "  " + pad(row.translated, 10) + "  " + pad(row.fallback, 8) + "  " + pad(row.missing, 7))
            }
        }
        return lines
    }

    /// `{"projects": [{"name", "file", "developmentRegion", "knownRegions", "targets"}], "declaredLanguages",
    /// "targets": [{"target", "languages": [{"language", "translated", "fallback", "missing"}]}]}`.
    static func projectJSON(_ summary: ProjectSummary) -> JSONValue {
        let projects = summary.projects.map { project -> JSONValue in
            .object([
                ("name", .string(project.name)), ("file", .string(project.file)),
                ("developmentRegion", project.developmentRegion.map(JSONValue.string) ?? .null),
                ("knownRegions", .array(project.knownRegions.map(JSONValue.string))),
                ("targets", .array(project.targets.map(JSONValue.string))),
            ])
        }
        let targets = targets(summary).map { target -> JSONValue in
            let rows = summary.coverage.filter { $0.target == target }.map { row -> JSONValue in
                .object([
                    ("language", .string(row.language)), ("translated", .int(row.translated)),
                    ("fallback", .int(row.fallback)), ("missing", .int(row.missing)),
                ])
            }
            return .object([("target", .string(target)), ("languages", .array(rows))])
        }
        return .object([
            ("projects", .array(projects)),
            ("declaredLanguages", .array(summary.declaredLanguages.map(JSONValue.string))),
            ("targets", .array(targets)),
        ])
    }

    /// The targets with rows, in the order of the rows.
    static func targets(_ summary: ProjectSummary) -> [String] {
        var seen: Set<String> = []
        return summary.coverage.map(\.target).filter { seen.insert($0).inserted }
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
