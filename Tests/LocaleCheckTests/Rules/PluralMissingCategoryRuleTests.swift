import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct PluralMissingCategoryRuleTests {
    let rule = PluralMissingCategoryRule()

    @Test func aCountNoFormServesIsAnErrorAndOneOtherServesAWarning() {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣", "2️⃣"]))
        #expect(findings.map(\.severity) == [.warning, .error])
        #expect(findings.first?.diagnostic.message.contains("'few', 'many'") == true)
        #expect(findings.allSatisfy { $0.language == "ru" })
        // A `.1f` count of 1.5 selects `other` in Russian: no form serves it.
        #expect(findings.last?.diagnostic.message.contains("no form for 'other'") == true)
    }

    @Test func theReadersOwnMissingOtherReportIsNotRepeated() {
        let report = Checker().check(paths: [CheckFixture.folder(rule.id, "fires")])
        let missingOther = report.findings.filter {
            $0.diagnostic.message.contains("has no 'other' form")
                || $0.diagnostic.message.contains("no 'other' to fall back")
        }
        #expect(missingOther.map(\.rule) == [rule.id])
    }

    @Test func everyReachableFormPresentIsClean() {
        // ru: one few many other; ja: other only; en: one other. be, pl, uk (a Localazy export):
        // one few many and no `other`, for a `d` count, which no integer selects there. vi: `other`
        // only, as CLDR 41 has it (CLDR 49's `one` is not demanded).
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }
}
