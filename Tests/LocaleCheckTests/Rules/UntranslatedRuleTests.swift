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
}
