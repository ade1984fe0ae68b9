import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct StateRuleTests {
    let rule = StateRule()

    /// XLIFF and `.xcstrings` readers set `Entry.state`; this builds such a catalog directly.
    func catalog(states: [String: String?]) -> Catalog {
        var english = LanguageTable(language: "en", files: ["en.xliff"])
        var german = LanguageTable(language: "de", files: ["de.xliff"])
        for (index, key) in states.keys.sorted().enumerated() {
            let line = index + 1
            english.entries[key] = Entry(
                key: key, translation: .text(key),
                location: LocalizationFormats.SourceLocation(file: "en.xliff", line: line))
            german.entries[key] = Entry(
                key: key, translation: .text(key + " (de)"),
                location: LocalizationFormats.SourceLocation(file: "de.xliff", line: line),
                state: states[key] ?? nil)
        }
        return Catalog(
            developmentLanguage: "en",
            tables: ["App": Table(name: "App", languages: ["en": english, "de": german])])
    }

    @Test(arguments: ["new", "needs-translation", "needs-review-translation", "needs_review", "stale", "initial"])
    func unfinishedStateIsANote(state: String) {
        let findings = rule.check(CheckContext(catalog: catalog(states: ["a": "translated", "b": state])))
        #expect(findings.map(\.key) == ["b"])
        #expect(findings.map { $0.diagnostic.location?.line } == [2])
        #expect(findings.map(\.severity) == [.note])
    }

    @Test func finishedStatesAreClean() {
        let states: [String: String?] = ["a": "translated", "b": "final", "c": "signed-off", "d": nil]
        #expect(rule.check(CheckContext(catalog: catalog(states: states))).isEmpty)
    }

    @Test func stringCatalogNeedsReviewIsReportedAtItsLocalization() throws {
        let findings = CheckFixture.findings(rule, "fires")
        let file = CheckFixture.folder(rule.id, "fires") + "/Localizable.xcstrings"
        // JSON has no comments for markers: the expected line is the `"de"` localization that
        // holds the `needs_review` state, found in the file rather than counted by hand.
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        let state = try #require(lines.firstIndex { $0.contains("needs_review") })
        let german = try #require(lines[..<state].lastIndex { $0.contains("\"de\"") })
        #expect(findings.map { $0.diagnostic.location?.line } == [german + 1])
        #expect(findings.map(\.key) == ["farewell"])
        #expect(findings.map(\.language) == ["de"])
    }

    @Test func stringCatalogAllTranslatedIsClean() {
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }
}
