import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct SyntaxRuleTests {
    let rule = SyntaxRule()

    @Test func readerErrorIsReportedWhereTheEntryBreaks() {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣"]))
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.rule == .syntax)
        #expect(findings.first?.table == "Localizable")
    }

    @Test func wellFormedTwinIsClean() {
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }

    @Test func severityCanBeOverridden() {
        let configuration = LocaleKitConfiguration(rules: ["syntax": .warning])
        #expect(CheckFixture.findings(rule, "fires", configuration: configuration).map(\.severity) == [.warning])
    }
}
