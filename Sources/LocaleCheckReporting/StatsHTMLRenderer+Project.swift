import LocaleCheck

/// The Xcode project section of the `stats` page: what each project declares, then a table per
/// target of its declared languages (translated, covered by a more general language, missing).
extension StatsHTMLRenderer {
    static func projectSection(_ summary: ProjectSummary) -> String {
        var parts: [String] = []
        for project in summary.projects {
            parts.append(
                "<h2>\(escape(project.name))</h2><p class=\"meta\">development region "
                    + "\(escape(project.developmentRegion ?? "(none)")) · known regions "
                    + "(\(project.knownRegions.count)): \(escape(project.knownRegions.joined(separator: " ")))</p>")
        }
        for target in StatsRenderer.targets(summary) {
            let rows = summary.coverage.filter { $0.target == target }.map { row in
                "<tr><td>\(escape(row.language))</td><td>\(row.translated)</td><td>\(row.fallback)</td>"
                    + "<td>\(row.missing)</td></tr>"
            }
            parts.append(
                "<h3>Target \(escape(target))</h3><table class=\"target\"><thead><tr><th>language</th>"
                    + "<th>translated</th><th>fallback</th><th>missing</th></tr></thead><tbody>"
                    + rows.joined() + "</tbody></table>")
        }
        return parts.joined(separator: "\n")
    }
}
