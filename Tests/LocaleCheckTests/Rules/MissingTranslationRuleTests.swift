import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct MissingTranslationRuleTests {
    let rule = MissingTranslationRule()

    @Test func reportedAtTheDevelopmentEntryWithTheLanguageTableInANote() throws {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣"]))
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(finding.key == "farewell")
        #expect(finding.language == "de")
        #expect(finding.diagnostic.notes.first?.message.hasSuffix("de.lproj/Localizable.strings") == true)
    }

    @Test func completeTranslationIsClean() {
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }

    @Test func ignoredKeysAreNotReported() {
        let configuration = LocaleKitConfiguration(ignoreKeys: ["fare*"])
        #expect(CheckFixture.findings(rule, "fires", configuration: configuration).isEmpty)
    }

    @Test func configuredLanguagesDecideWhatIsRequired() {
        // French is required but has no files: that is a missing table, not one finding per key.
        let configuration = LocaleKitConfiguration(supportedLanguages: ["en", "fr"])
        #expect(CheckFixture.findings(rule, "fires", configuration: configuration).isEmpty)
        let tables = Checker(configuration: configuration, rules: [MissingTableRule()])
            .check(paths: [CheckFixture.folder(rule.id, "fires")]).findings
        #expect(tables.map(\.language) == ["fr"])
    }
}
