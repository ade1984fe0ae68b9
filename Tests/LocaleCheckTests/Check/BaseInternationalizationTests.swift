import Foundation
import KeyUsage
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// An app whose development language lives in `Base.lproj` (a storyboard and a `.strings` table, no
/// `en.lproj`), translated by `<lang>.lproj/Main.strings` with Interface Builder's object-id keys.
@Suite struct BaseInternationalizationTests {
    static let fixture = TestPaths.fixtures(of: "LocaleCheckTests") + "/BaseInternationalized"

    /// Both engines: the streaming check of `.strings` roots and the whole-catalog check.
    static func reports(_ root: String) -> [CheckReport] {
        [Checker().check(paths: [root]), Checker().check(CatalogLoader().load([root]), root: root)]
    }

    @Test func theStoryboardTableIsNeverMissingNorHasExtraKeys() {
        for report in Self.reports(Self.fixture) {
            #expect(report.developmentLanguage == "Base")
            let rules = Set(report.findings.map(\.rule))
            #expect(!rules.contains(.missingTable), "\(report.findings.map(\.diagnostic.message))")
            #expect(!rules.contains(.extraKey))
        }
    }

    @Test func translationsOfTheStoryboardAreStillReadAndSyntaxChecked() throws {
        for report in Self.reports(Self.fixture) {
            let syntax = report.findings.filter { $0.rule == .syntax }
            #expect(syntax.count == 1)
            let location = try #require(syntax.first?.diagnostic.location)
            #expect(location.file == Self.fixture + "/fr.lproj/Main.strings")
            #expect(location.line == 2)
            // The Base-referenced table is checked as usual: fr lacks "bye".
            let missing = report.findings.filter { $0.rule == .missingTranslation }
            #expect(missing.map { "\($0.language ?? "") \($0.key ?? "")" } == ["fr bye"])
        }
    }

    @Test func coverageListsOnlyRealLanguages() {
        for report in Self.reports(Self.fixture) {
            #expect(report.coverage.map(\.language) == ["de", "fr", "ja"])
            #expect(report.coverage.allSatisfy { $0.total == 2 })
        }
    }

    /// `"supportedLanguages": ["en", …]` over `Base.lproj` without `en.lproj`: Base holds en; a listed
    /// language without any file is still missing.
    @Test func aConfiguredEnglishIsTheOneBaseHolds() {
        var configuration = LocaleKitConfiguration()
        configuration.supportedLanguages = ["en", "de", "fr", "ja", "it"]
        let checker = Checker(configuration: configuration)
        let reports = [
            checker.check(paths: [Self.fixture]),
            checker.check(CatalogLoader().load([Self.fixture]), root: Self.fixture),
        ]
        for report in reports {
            let missingTables = report.findings.filter { $0.rule == .missingTable }
            #expect(missingTables.map(\.language) == ["it"], "\(missingTables.map(\.diagnostic.message))")
            #expect(report.coverage.map(\.language) == ["de", "fr", "it", "ja"])
        }
    }

    /// The usual Xcode layout: storyboards in `Base.lproj`, strings in `en.lproj`.
    @Test func withAnEnglishStringsTableTheDevelopmentLanguageIsEnglish() throws {
        let root = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.fixture).filter { $0.contains(".") }
        for file in files where file.hasSuffix(".strings") || file.hasSuffix(".storyboard") {
            let target =
                root + "/" + file.replacingOccurrences(of: "Base.lproj/Localizable", with: "en.lproj/Localizable")
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Self.fixture + "/" + file, toPath: target)
        }
        for report in Self.reports(root) {
            #expect(report.developmentLanguage == "en")
            #expect(!report.findings.contains { $0.rule == .missingTable || $0.rule == .extraKey })
            #expect(report.coverage.map(\.language) == ["de", "en", "fr", "ja"])
        }
    }
}
