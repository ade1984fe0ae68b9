import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct CheckerTests {
    let fires = CheckFixture.folder("missing-translation", "fires")

    @Test func strictTurnsWarningsIntoErrors() {
        let folder = CheckFixture.folder("duplicate-key", "fires")
        let relaxed = Checker().check(paths: [folder])
        #expect(relaxed.count(.warning) == 1)
        #expect(relaxed.exitCode == 0)
        let strict = Checker(strict: true).check(paths: [folder])
        #expect(strict.count(.warning) == 0)
        #expect(strict.count(.error) == 1)
        #expect(strict.exitCode == 1)
    }

    @Test func exitCodes() {
        #expect(Checker().check(paths: [CheckFixture.folder("missing-translation", "clean")]).exitCode == 0)
        // A missing translation is a warning, unless the language must be complete.
        #expect(Checker().check(paths: [fires]).exitCode == 0)
        #expect(Checker(configuration: .requiringComplete).check(paths: [fires]).exitCode == 1)
        #expect(Checker().check(paths: ["/nonexistent/localekit"]).exitCode == 2)
    }

    @Test func baselineHidesKnownFindingsEvenWhenTheyMove() throws {
        let report = Checker().check(paths: [fires])
        #expect(report.findings.count == 1)
        let baseline = Baseline(findings: report.findings)
        let again = Checker(baseline: baseline).check(paths: [fires])
        #expect(again.findings.isEmpty)
        #expect(again.baselined == 1)
        // The same finding on another line is still the same finding.
        var moved = try #require(report.findings.first)
        moved.diagnostic.location?.line += 10
        #expect(baseline.contains(moved))
        var otherLanguage = moved
        otherLanguage.language = "fr"
        #expect(!baseline.contains(otherLanguage))
    }

    @Test func baselineFileRoundTrips() throws {
        let report = Checker().check(paths: [fires])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lk-baseline-\(UUID().uuidString).json")
        try Baseline.json(for: report.findings).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let loaded = try Baseline.load(file: file.path)
        #expect(loaded == Baseline(findings: report.findings))
    }

    @Test func configuredSeverityReplacesTheDefault() {
        let configuration = LocaleKitConfiguration(rules: ["missing-translation": .note])
        let report = Checker(configuration: configuration).check(paths: [fires])
        #expect(report.findings.map(\.severity) == [.note])
        #expect(report.exitCode == 0)
    }

    @Test func excludeGlobsLeaveFilesOut() {
        let configuration = LocaleKitConfiguration(exclude: ["**/de.lproj/**"], directory: CheckFixture.root)
        let report = Checker(configuration: configuration).check(paths: [fires])
        #expect(report.findings.isEmpty)
        #expect(report.coverage.map(\.language) == ["en"])
    }

    @Test func coverageCountsTranslatedDevelopmentKeys() throws {
        let report = Checker().check(paths: [fires])
        let german = try #require(report.coverage.first { $0.language == "de" })
        #expect((german.translated, german.total) == (1, 2))
        #expect(german.percent == 50)
        #expect(report.coverage.first { $0.language == "en" }?.isDevelopment == true)
    }
}
