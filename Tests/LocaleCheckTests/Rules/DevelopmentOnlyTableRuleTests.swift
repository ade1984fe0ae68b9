import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct DevelopmentOnlyTableRuleTests {
    let rule = DevelopmentOnlyTableRule()

    @Test func aTableOnlyTheDevelopmentLanguageHasIsOneNote() throws {
        let findings = CheckFixture.findings(rule, "fires")
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.severity == .note && finding.table == "Untranslated")
        #expect(finding.diagnostic.location?.file.hasSuffix("en.lproj/Untranslated.strings") == true)
    }

    @Test func noMissingTableNorCoverageForIt() {
        let report = Checker().check(paths: [CheckFixture.folder(rule.id, "fires")])
        #expect(report.findings.map(\.rule) == [.developmentOnlyTable])
        #expect(report.coverage.flatMap(\.tables).allSatisfy { $0.table == "Localizable" })
    }

    @Test func aTranslatedTableIsClean() {
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }
}
