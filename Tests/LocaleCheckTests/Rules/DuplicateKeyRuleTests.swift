import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct DuplicateKeyRuleTests {
    let rule = DuplicateKeyRule()

    @Test func secondDefinitionIsReportedAsAWarning() {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣"]))
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.key == "greeting")
        #expect(findings.first?.language == "en")
    }

    @Test func uniqueKeysAreClean() {
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }

    @Test func offRemovesTheFinding() {
        let configuration = LocaleKitConfiguration(rules: ["duplicate-key": .off])
        #expect(CheckFixture.findings(rule, "fires", configuration: configuration).isEmpty)
    }
}
