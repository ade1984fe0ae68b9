import Foundation
import LocaleKitTestSupport
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

    /// Rectangle's `mul.lproj/Main.xcstrings` keeps the English of objects its storyboard lost: such a
    /// key is a `stale-object-key` note, and no language is missing its translation.
    @Test func aStaleKeyIsNotMissingInAnyLanguage() throws {
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixture = CheckFixture.folder(rule.id, "fires")
        try FileManager.default.createDirectory(atPath: folder + "/Base.lproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: fixture + "/Base.lproj/MultilineAlertView.xib",
            toPath: folder + "/Base.lproj/MultilineAlertView.xib")
        try Self.catalog.write(toFile: folder + "/MultilineAlertView.xcstrings", atomically: true, encoding: .utf8)

        let report = Checker().check(paths: [folder])
        func found(_ rule: Diagnostic.Rule) -> [String] {
            report.findings.filter { $0.rule == rule }.map { "\($0.language ?? "") \($0.key ?? "")" }
        }
        #expect(found(.staleObjectKey) == ["de Xq3-7d-Lb2.text", "ru Xq3-7d-Lb2.text"])
        #expect(found(.missingTranslation) == ["de A57-2v-ao9.normalTitle"])
        let coverage = report.coverage.filter { !$0.isDevelopment }
            .map { "\($0.language) \($0.translated)/\($0.total)" }
        #expect(coverage == ["de 0/1", "ru 1/1"])
    }

    private static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "A57-2v-ao9.normalTitle" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "OK" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "ОК" } }
              }
            },
            "Xq3-7d-Lb2.text" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Titel" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Title" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Название" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
}
