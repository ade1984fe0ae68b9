import Foundation
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// `localekit check --format markdown`: a pull-request summary (for `$GITHUB_STEP_SUMMARY` or a
/// comment): the counts, a coverage table (language, translated/total, %, and the change since
/// the baseline when it recorded coverage), then the findings grouped by rule, most severe and
/// most frequent first, each rule's first ``shownPerRule`` listed and the next ones folded in a
/// `<details>` block (at most ``foldedPerRule``, so that the summary stays within GitHub's size
/// limits).
public struct CheckMarkdownRenderer: Sendable {
    public var shownPerRule: Int
    public var foldedPerRule: Int
    /// The baseline in use: its coverage is what the change column compares with.
    public var baseline: Baseline?
    /// The folder paths are made relative to.
    public var baseDirectory: String

    public init(
        shownPerRule: Int = 10, foldedPerRule: Int = 200, baseline: Baseline? = nil,
        baseDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.shownPerRule = shownPerRule
        self.foldedPerRule = foldedPerRule
        self.baseline = baseline
        self.baseDirectory = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
    }

    /// One rule's findings as listed: the count, the highest severity, the lines kept.
    private struct RuleGroup {
        var count = 0
        var severity = Diagnostic.Severity.note
        var lines: [String] = []
    }

    public func render(_ report: CheckReport) -> String {
        var output = "## Localization check\n\n**\(CheckTextRenderer().summary(report))**\n"
        output += coverageTable(report)
        var groups: [Diagnostic.Rule: RuleGroup] = [:]
        report.forEachFinding { finding in
            var group = groups[finding.rule, default: RuleGroup()]
            group.count += 1
            group.severity = max(group.severity, finding.severity)
            if group.lines.count < shownPerRule + foldedPerRule { group.lines.append(line(for: finding.diagnostic)) }
            groups[finding.rule] = group
        }
        let order = groups.sorted { left, right in
            (left.value.severity, left.value.count, right.key) > (right.value.severity, right.value.count, left.key)
        }
        if !order.isEmpty { output += "\n### Findings\n" }
        for (rule, group) in order {
            output += "\n#### `\(rule)`: \(group.count) (\(group.severity.rawValue))\n\n"
            output += group.lines.prefix(shownPerRule).map { "- \($0)\n" }.joined()
            let folded = group.lines.dropFirst(shownPerRule)
            guard !folded.isEmpty else { continue }
            output += "\n<details><summary>\(group.count - shownPerRule) more</summary>\n\n"
            output += folded.map { "- \($0)\n" }.joined()
            let left = group.count - group.lines.count
            if left > 0 { output += "- … and \(left) more (run `localekit check` for all)\n" }
            output += "\n</details>\n"
        }
        return output
    }

    private func coverageTable(_ report: CheckReport) -> String {
        let coverage = report.coverage
        guard !coverage.isEmpty else { return "" }
        let compared = !(baseline?.coverage.isEmpty ?? true)
        // Keys a regional variant's parent covers get a column of their own, when there are any.
        let fallback = coverage.contains { $0.fallback > 0 }
        var output = "\n### Coverage\n\n| Language | Translated | % |"
        output += "\(fallback ? " Covered by fallback |" : "")\(compared ? " Change |" : "")\n"
        output += "|---|---:|---:|\(fallback ? "---:|" : "")\(compared ? "---:|" : "")\n"
        for language in coverage {
            let name = language.isDevelopment ? "\(language.language) (development)" : language.language
            output += "| \(Self.escape(name)) | \(language.translated)/\(language.total) | "
            output += "\(Coverage.format(language.percent))% |"
            if fallback { output += " \(language.fallback) |" }
            if compared { output += " \(change(language)) |" }
            output += "\n"
        }
        return output
    }

    /// `+2.5`, `-1`, `0`, or `new` for a language the baseline did not have.
    private func change(_ language: LanguageCoverage) -> String {
        guard let before = baseline?.coverage[language.language] else { return "new" }
        let delta = language.percent - Coverage.percent(before.translated, of: before.total)
        let rounded = (abs(delta) * 10).rounded() / 10
        guard rounded > 0 else { return "0" }
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
        return (delta > 0 ? "+" : "−") + text
    }

    /// `` `path:line:col` message ``, the message escaped for Markdown.
    private func line(for diagnostic: Diagnostic) -> String {
        var text = ""
        if let location = diagnostic.location {
            var path = location.file
            if path.hasPrefix(baseDirectory) { path = String(path.dropFirst(baseDirectory.count)) }
            text = "`\(path.replacingOccurrences(of: "`", with: "'")):\(location.line):\(location.column)` "
        }
        return text + Self.escape(diagnostic.message)
    }

    /// Text that Markdown and GitHub's HTML show as written.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n", "\r": result += " "
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~": result += "\\\(character)"
            default: result.append(character)
            }
        }
        return result
    }
}
