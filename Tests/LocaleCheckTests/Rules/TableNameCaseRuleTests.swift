import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct TableNameCaseRuleTests {
    let rule = TableNameCaseRule()

    @Test func spellingsThatDifferInCaseAreOneTableWithOneWarning() throws {
        let report = Checker().check(paths: [CheckFixture.folder(rule.id, "fires")])
        // `fr.lproj/infoPlist.strings` is French's `InfoPlist` table: no missing table.
        #expect(report.findings.map(\.rule) == [.tableNameCase])
        let finding = try #require(report.findings.first)
        #expect(finding.severity == .warning && finding.table == "InfoPlist")
        #expect(finding.diagnostic.location?.file.hasSuffix("fr.lproj/infoPlist.strings") == true)
        #expect(finding.diagnostic.message.contains("infoPlist.strings"))
        #expect(report.coverage.first { $0.language == "fr" }?.translated == 1)
    }

    @Test func oneSpellingIsClean() {
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }
}
