import Foundation
import KeyUsage
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck
@testable import LocaleCheckReporting

@Suite struct CheckMarkdownRendererTests {
    let report = Checker().check(paths: [CheckFixture.folder("placeholder-mismatch", "fires")])

    @Test func coverageTableThenFindingsByRuleWithTheRestFolded() {
        let markdown = CheckMarkdownRenderer(shownPerRule: 2).render(report)
        #expect(markdown.hasPrefix("## Localization check\n\n**"))
        #expect(markdown.contains("| Language | Translated | % |\n|---|---:|---:|\n"))
        #expect(markdown.contains("| ru | 2/6 | 33.3% |"))
        #expect(markdown.contains("| en (development) | 6/6 | 100% |"))
        let counts = report.countsByRule
        let placeholder = counts[.placeholderMismatch] ?? 0
        #expect(markdown.contains("#### `placeholder-mismatch`: \(placeholder) (error)"))
        #expect(markdown.contains("<details><summary>\(placeholder - 2) more</summary>"))
        // Each rule lists every finding once, shown or folded.
        let items = markdown.split(separator: "\n").filter { $0.hasPrefix("- `") }
        #expect(items.count == report.findingCount)
    }

    @Test func theChangeColumnComparesWithTheBaselinesCoverage() {
        let before = [
            LanguageCoverage(language: "ru", translated: 1, total: 6, tables: []),
            LanguageCoverage(language: "de", translated: 6, total: 6, tables: []),
        ]
        let baseline = Baseline(findings: [], coverage: before)
        let markdown = CheckMarkdownRenderer(baseline: baseline).render(report)
        #expect(markdown.contains("| Language | Translated | % | Change |"))
        #expect(markdown.contains("| ru | 2/6 | 33.3% | +16.7 |"))
        #expect(markdown.contains("| de | 6/6 | 100% | 0 |"))
        #expect(markdown.contains("| en (development) | 6/6 | 100% | new |"))
    }

    @Test func theBaselineFileKeepsTheCoverage() throws {
        let json = Baseline.json(for: report.findings, coverage: report.coverage)
        let folder = try TestPaths.scratchFolder()
        try json.write(toFile: folder + "/baseline.json", atomically: true, encoding: .utf8)
        let baseline = try Baseline.load(file: folder + "/baseline.json")
        #expect(baseline.coverage["ru"]?.translated == 2)
        #expect(baseline.coverage["ru"]?.total == 6)
    }

    @Test func messagesCannotBreakTheMarkdown() {
        #expect(CheckMarkdownRenderer.escape("<b>*x*</b> | [a](b)") == "&lt;b&gt;\\*x\\*&lt;/b&gt; \\| \\[a\\](b)")
    }
}
