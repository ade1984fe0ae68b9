import Foundation
import KeyUsage
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck
@testable import LocaleCheckReporting

@Suite struct StatsRendererTests {
    let report = Checker(rules: []).check(paths: [CheckFixture.folder("min-coverage", "fires")])

    @Test func languagesAreSortedDevelopmentFirstThenMostComplete() {
        #expect(StatsRenderer.sorted(report.coverage).map(\.language) == ["en", "de"])
        let text = StatsRenderer.text(report)
        #expect(text.contains("de  25%  1/4"))
    }

    @Test func jsonListsLanguagesWithTables() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(StatsRenderer.json(report).utf8)) as? [String: Any])
        let languages = try #require(object["languages"] as? [[String: Any]])
        #expect(languages.compactMap { $0["language"] as? String } == ["en", "de"])
        #expect((languages.last?["tables"] as? [[String: Any]])?.first?["table"] as? String == "Localizable")
    }

    @Test func htmlIsOneSelfContainedPageWithABarPerLanguage() {
        let html = StatsHTMLRenderer.render(report)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("name=\"viewport\""))
        #expect(!html.contains("<script"))
        #expect(!html.contains("src="))
        #expect(!html.contains("href="))
        #expect(!html.contains("url("))
        #expect(html.components(separatedBy: "class=\"bar\"").count - 1 == 2)
        #expect(html.contains("style=\"width:25.0%\""))
        #expect(StatsHTMLRenderer.escape("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;")
    }
}
