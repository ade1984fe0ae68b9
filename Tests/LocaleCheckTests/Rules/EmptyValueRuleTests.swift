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
