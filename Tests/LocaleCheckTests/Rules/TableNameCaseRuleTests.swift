import Foundation
import LocaleKitTestSupport
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

    /// The byte test says a file is named after its table only when Foundation's path methods (which
    /// the rule asks otherwise) give the table's name: on every file of the test corpus, against
    /// its own table and a spelling in other case, and on paths at the edges.
    @Test func fileNamesMatchFoundationsPathMethods() throws {
        func foundationName(_ file: String) -> String {
            ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        let corpus = URL(fileURLWithPath: TestPaths.corpus)
        let walker = try #require(FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil))
        var files = walker.compactMap { ($0 as? URL)?.path }.filter { !$0.hasSuffix("/") }
        files += [
            "Localizable.strings", "/a/Localizable.strings/", "/a/Localizable.", "/a/.strings", "/a.b/Localizable",
            "/a/xLocalizable.strings", "/a/Localizable.tar.strings", "/a/Caf\u{E9}.strings",
            "/a/Cafe\u{301}.strings",
        ]
        var named = 0
        for file in files {
            let name = foundationName(file)
            for table in [name, name.uppercased(), "Localizable", "Caf\u{E9}", ""]
            where TableNameCaseRule.isNamed(file, table) {
                #expect(name == table, "\(file) is not named \(table)")
                named += 1
            }
        }
        #expect(named > 400)
        #expect(!TableNameCaseRule.isNamed("/a/Cafe\u{301}.strings", "Caf\u{E9}"))
        #expect(TableNameCaseRule.isNamed("/a/Localizable.strings", "Localizable"))
    }
}
