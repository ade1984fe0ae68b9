import Foundation
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// Coverage as the app's lookup sees it: regional variants fall back to their parent key by key,
/// keys with no letter have nothing to translate, data files and translator documentation are no
/// languages, and `InfoPlist.strings` translates the `Info.plist`. Fixtures in
/// `Fixtures/Check/coverage/`, made from the corpus's patterns.
@Suite struct FallbackCoverageTests {
    static func report(_ name: String, _ configuration: LocaleKitConfiguration = .init()) -> CheckReport {
        Checker(configuration: configuration).check(paths: [CheckFixture.folder("coverage", name)])
    }

    static func summary(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.severity) \($0.rule.rawValue) \($0.language ?? "-") \($0.table ?? "-") \($0.key ?? "-")" }
            .sorted()
    }

    @Test func regionalVariantsAreCoveredByTheirParentKeyByKey() throws {
        let report = Self.report("regional")
        // Only what no language of the chain has is a gap, and gaps are warnings.
        #expect(
            Self.summary(report.findings) == [
                "warning missing-table de Settings -",
                "warning missing-translation de Localizable appearance-settings-colour",
                "warning missing-translation es Localizable appearance-settings-colour",
                "warning missing-translation es-419 Localizable appearance-settings-colour",
            ])
        #expect(report.exitCode == 0)
        let coverage = Dictionary(uniqueKeysWithValues: report.coverage.map { ($0.language, $0) })
        let americanEnglish = try #require(coverage["en-US"])
        #expect(americanEnglish.translated == 1 && americanEnglish.fallback == 4 && americanEnglish.total == 5)
        #expect(americanEnglish.coveredPercent == 100)
        #expect(coverage["pt-PT"]?.translated == 1 && coverage["pt-PT"]?.fallback == 4)
        // `es-419` falls back to what `es` has: not the key `es` lacks too.
        #expect(coverage["es-419"]?.translated == 1 && coverage["es-419"]?.fallback == 3)
        // A variant with no file for a table takes the parent's whole table.
        #expect(coverage["zh-Hant-TW"]?.translated == 1 && coverage["zh-Hant-TW"]?.fallback == 4)
        #expect(coverage["de"]?.fallback == 0)
    }

    @Test func coverageShowsFallbackApartFromTranslated() {
        let report = Self.report("regional")
        let text = CheckTextRenderer().render(report)
        #expect(text.contains("en-US       1/5  20%  +4 covered by fallback\n"))
        #expect(CheckJSONRenderer.render(report).contains("\"fallback\": 4"))
        #expect(CheckMarkdownRenderer().render(report).contains("| Covered by fallback |"))
        #expect(StatsRenderer.text(report).contains("+4 covered by fallback"))
    }

    @Test func requireCompleteTurnsTheNamedLanguagesGapsIntoErrors() {
        var configuration = LocaleKitConfiguration()
        configuration.requireComplete = ["es", "de"]
        let report = Self.report("regional", configuration)
        #expect(
            Self.summary(report.findings) == [
                "error missing-table de Settings -",
                "error missing-translation de Localizable appearance-settings-colour",
                "error missing-translation es Localizable appearance-settings-colour",
                "warning missing-translation es-419 Localizable appearance-settings-colour",
            ])
        #expect(report.exitCode == 1)
        configuration.requireComplete = ["*"]
        #expect(Self.report("regional", configuration).findings.allSatisfy { $0.severity == .error })
        // A severity set for the rule does not loosen a language that must be complete.
        configuration.rules["missing-table"] = .note
        #expect(Self.report("regional", configuration).findings.allSatisfy { $0.severity == .error })
    }

    @Test func keysWithNoLetterAreNotMissing() {
        let report = Self.report("nothing-to-translate")
        #expect(report.findings.isEmpty)
        #expect(report.coverage.first { $0.language == "de" }.map { ($0.translated, $0.total) }! == (1, 1))
    }

    @Test func aStringsFileOutsideTheLprojFoldersIsNoTable() {
        let report = Self.report("data-file")
        #expect(report.findings.isEmpty)
        #expect(report.coverage.flatMap(\.tables).allSatisfy { $0.table == "Localizable" })
    }

    @Test func translatorDocumentationIsNoLanguage() {
        let report = Self.report("qqq")
        #expect(report.findings.isEmpty)
        #expect(report.coverage.map(\.language) == ["de", "en"])
    }

    @Test func infoPlistIsTheReferenceOfAnInfoPlistTable() throws {
        let report = Self.report("infoplist")
        #expect(Self.summary(report.findings) == ["warning missing-translation de InfoPlist NSFaceIDUsageDescription"])
        let location = try #require(report.findings.first?.diagnostic.location)
        #expect(location.file.hasSuffix("infoplist/Info.plist") && location.line == 13)
        let infoPlist = report.coverage.flatMap(\.tables).filter { $0.table == "InfoPlist" }
        // The display name is a build setting and the version is not localizable: 3 keys.
        #expect(
            infoPlist.map { "\($0.language) \($0.translated)/\($0.total)+\($0.fallback)" }.sorted() == [
                "de 2/3+0", "en 0/3+3", "fr 3/3+0",
            ])
    }

    @Test func withoutAnInfoPlistTheTableIsCheckedForItselfOnly() {
        let report = Self.report("infoplist-without-plist")
        #expect(report.findings.isEmpty)
        #expect(!report.coverage.flatMap(\.tables).contains { $0.table == "InfoPlist" })
    }
}
