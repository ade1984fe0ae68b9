import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct StaleObjectKeyRuleTests {
    let rule = StaleObjectKeyRule()

    @Test func aKeyWhoseObjectTheXibNoLongerHasIsANote() throws {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣"]))
        let finding = try #require(findings.first)
        #expect(finding.severity == .note && finding.key == "Xq3-7d-Lb2.text" && finding.language == "ru")
    }

    @Test func keysOfExistingObjectsAreClean() {
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }

    @Test func interfaceBuilderTablesHaveNoOtherFinding() {
        let report = Checker().check(paths: [CheckFixture.folder(rule.id, "fires")])
        #expect(report.findings.map(\.rule) == [.staleObjectKey])
    }
}
