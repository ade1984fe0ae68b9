import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// `check` with an Xcode project: languages declared by the project, files no target ships, a local
/// package's own development language.
struct XcodeProjectCheckTests {
    static let fixture = TestPaths.fixtures(of: "LocaleCheckTests") + "/XcodeProject"

    private func check(_ path: String, target: String? = nil) throws -> CheckReport {
        var checker = Checker()
        checker.projectScope = try XcodeProjectScope.discover(paths: [path], target: target)
        return checker.check(paths: [path])
    }

    @Test func reportsWhatTheProjectDeclares() throws {
        let text = try String(contentsOfFile: Self.fixture + "/App.xcodeproj/project.pbxproj", encoding: .utf8)
        let report = try check(Self.fixture)
        let summary = try #require(report.findings.first { $0.rule == .xcodeProject })
        #expect(summary.diagnostic.severity == .note)
        let region = try #require(PBXText.developmentRegion(text))
        #expect(summary.diagnostic.message.contains("development region '\(region)'"))
        let known = PBXText.knownRegions(text)
        #expect(summary.diagnostic.message.contains("known regions (\(known.count)): \(known.joined(separator: " "))"))
        #expect(
            summary.diagnostic.location?.line == 1
                + text.prefix(
                    upTo: try #require(text.range(of: "developmentRegion = "))
                        .lowerBound
                ).filter { $0 == "\n" }.count)
    }

    @Test func aDeclaredLanguageWithoutTranslationIsAGap() throws {
        let report = try check(Self.fixture)
        let gaps = report.findings.filter { $0.rule == .missingLanguage }
        #expect(
            gaps.map(\.diagnostic.message) == [
                "the project declares 'fr' (knownRegions) but no localization file translates it"
            ])
        #expect(gaps.first?.diagnostic.location?.file.hasSuffix("App.xcodeproj/project.pbxproj") == true)
        let missingTables = report.findings.filter { $0.rule == .missingTable }.map {
            "\($0.table ?? "") \($0.language ?? "")"
        }
        #expect(missingTables.sorted() == ["InfoPlist fr", "Localizable fr", "Widget fr"])
        // A coverage row says the same.
        let french = report.coverage.first { $0.language == "fr" }
        #expect(french?.translated == 0)
        #expect((french?.total ?? 0) > 0)
    }

    @Test func filesNoTargetShipsAreNotesNotTranslations() throws {
        let report = try check(Self.fixture)
        let notes = report.findings.filter { $0.rule == .notInTarget }.compactMap { $0.diagnostic.location?.file }
            .map { $0.replacingOccurrences(of: Self.fixture + "/", with: "") }
        #expect(
            notes == [
                "App/nl-BE.lproj", "App/pt-BR.lproj", "Widget/de.lproj/Old.strings", "Widget/en.lproj/Old.strings",
            ])
        // pt-BR and nl-BE are not checked, and the placeholder of a file that never ships is no error.
        #expect(!report.coverage.contains { $0.language == "pt-BR" || $0.language == "nl-BE" })
        #expect(!report.findings.contains { $0.rule == .placeholderMismatch })
        #expect(
            !report.findings.contains {
                $0.diagnostic.location?.file.contains("Old.strings") == true && $0.rule != .notInTarget
            })
    }

    @Test func aLocalPackageKeepsItsOwnLanguages() throws {
        let report = try check(Self.fixture)
        // Lib has its own Package.swift (defaultLocalization "de"): not filtered, not held to fr.
        let lib = report.tableCoverage.filter { $0.table == "Lib" }
        #expect(lib.map(\.language).sorted() == ["de", "en"])
        // de is the reference: en lacks its second key (with en as the reference, de would have an extra key).
        #expect(lib.first { $0.language == "en" }.map { "\($0.translated)/\($0.total)" } == "1/2")
        #expect(report.findings.filter { $0.table == "Lib" }.map(\.rule) == [.missingTranslation])
    }

    @Test func oneTarget() throws {
        let report = try check(Self.fixture, target: "Widget")
        #expect(Set(report.tableCoverage.map(\.table)).subtracting(["Lib"]) == ["Widget"])
        #expect(throws: XcodeProjectScope.DiscoveryError.self) {
            try XcodeProjectScope.discover(paths: [Self.fixture], target: "Nope")
        }
    }

    @Test func configurationWins() throws {
        var checker = Checker(configuration: LocaleKitConfiguration(supportedLanguages: ["en", "de"]))
        checker.projectScope = try XcodeProjectScope.discover(paths: [Self.fixture])
        let report = checker.check(paths: [Self.fixture])
        #expect(!report.findings.contains { $0.rule == .missingTable })
    }

    @Test func withoutAProjectNothingChanges() throws {
        // This package's own root has a Package.swift and no project: no scope.
        #expect(try XcodeProjectScope.discover(paths: [TestPaths.packageRoot + "/Tests/LocaleCheckTests"]) == nil)
    }
}
