import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct EmptyValueRuleTests {
    let rule = EmptyValueRule()

    @Test func emptyStringIsReportedAtItsValue() {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣"]))
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.map(\.key) == ["farewell"])
    }

    @Test func anEmptyWidthVariantIsReported() {
        let findings = CheckFixture.findings(rule, "widths")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: CheckFixture.markers(rule.id, "widths"), ["1️⃣"]))
        #expect(findings.map(\.diagnostic.message) == ["'title' has an empty width 10 variant (en)"])
    }

    /// `photos`: a `zero` form empty in the development language too (deliberate); `shared`: an empty
    /// form that `placeholder-mismatch` reports for the `%2$@` it lacks (one defect, one finding).
    @Test func onlyAFormTheDevelopmentLanguageFillsAndNoOtherRuleReportsIsEmpty() {
        let findings = CheckFixture.findings(rule, "plurals")
        #expect(findings.map(\.key) == ["files"])
        #expect(findings.map(\.language) == ["de"])
        let report = Checker(rules: [PlaceholderMismatchRule()]).check(paths: [CheckFixture.folder(rule.id, "plurals")])
        #expect(report.findings.filter { $0.rule == .placeholderMismatch }.map(\.key) == ["shared"])
    }

    @Test func aSpaceIsNotEmpty() {
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }

    @Test func emptyValueDoesNotCountAsTranslated() {
        let report = Checker(rules: []).check(paths: [CheckFixture.folder(rule.id, "fires")])
        let german = report.coverage.first { $0.language == "de" }
        #expect(german?.translated == 1)
        #expect(german?.total == 2)
    }
}
