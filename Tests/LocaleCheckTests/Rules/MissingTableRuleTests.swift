import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct MissingTableRuleTests {
    let rule = MissingTableRule()

    @Test func languageWithoutTheTableIsReportedOnce() throws {
        let findings = CheckFixture.findings(rule, "fires")
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.table == "Settings")
        #expect(finding.language == "de")
        #expect(finding.severity == .warning)
        #expect(finding.diagnostic.location?.file.hasSuffix("en.lproj/Settings.strings") == true)
        #expect(finding.diagnostic.notes.first?.message.hasSuffix("de.lproj/Settings.strings") == true)
    }

    @Test func everyTableInEveryLanguageIsClean() {
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }

    @Test func configuredLanguageWithNoFilesMissesEveryTable() {
        let configuration = LocaleKitConfiguration(supportedLanguages: ["en", "de", "fr"])
        let findings = CheckFixture.findings(rule, "clean", configuration: configuration)
        #expect(findings.map(\.language) == ["fr", "fr"])
        #expect(Set(findings.compactMap(\.table)) == ["Localizable", "Settings"])
    }
}
