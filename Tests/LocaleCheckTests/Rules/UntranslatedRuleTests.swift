import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct UntranslatedRuleTests {
    let rule = UntranslatedRule()

    @Test func isOffByDefault() {
        #expect(rule.defaultSeverity == nil)
        let report = Checker().check(paths: [CheckFixture.folder(rule.id, "fires")])
        #expect(!report.findings.contains { $0.rule == rule.id })
    }

    @Test func whenOnCopiesWithLettersAreReportedButNotPurePlaceholders() {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣", "2️⃣"]))
        #expect(findings.map(\.key) == ["greeting", "ok"])
    }

    @Test func translatedValuesAreClean() {
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }

    /// The bytes' answer for texts without `%` is the scalars' (`isAlphabetic` outside placeholders).
    @Test(arguments: [
        "Save", "42", "", " - ", "%d", "%1$@ %2$@", "é", "日本", "١٢٣", "—", "12 é", "x", "\u{1F600}", "%d items", "Ab%",
    ])
    func hasLettersIsTheScalarsAnswer(text: String) {
        #expect(
            UntranslatedRule.hasLetters(text)
                == PlaceholderFreeText.scalars(of: text).contains { $0.properties.isAlphabetic })
    }
}
