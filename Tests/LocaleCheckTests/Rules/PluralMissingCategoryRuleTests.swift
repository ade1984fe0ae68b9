import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct PluralMissingCategoryRuleTests {
    let rule = PluralMissingCategoryRule()

    @Test func missingOtherIsAnErrorAndOtherMissingFormsAreWarnings() {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣", "2️⃣"]))
        #expect(findings.map(\.severity) == [.warning, .error])
        #expect(findings.first?.diagnostic.message.contains("'few', 'many'") == true)
        #expect(findings.allSatisfy { $0.language == "ru" })
    }

    @Test func theReadersOwnMissingOtherReportIsNotRepeated() {
        let report = Checker().check(paths: [CheckFixture.folder(rule.id, "fires")])
        let missingOther = report.findings.filter { $0.diagnostic.message.contains("'other'") }
        #expect(missingOther.map(\.rule) == [rule.id])
    }

    @Test func everyRequiredFormPresentIsClean() {
        // ru: one few many other; ja: other only; en: one other.
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }
}
