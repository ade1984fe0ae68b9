import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import Testing

/// The project summary of `stats`: per target and declared language, translated, covered by a more
/// general language, missing.
struct ProjectCoverageTests {
    @Test func aRegionalLanguageFallsBackToItsLanguage() {
        let target = XcodeTarget(name: "A", referencedFiles: ["/p/en.lproj/l.strings", "/p/de.lproj/l.strings"])
        let project = XcodeProject(
            bundle: "/p/A.xcodeproj", developmentRegion: "en", knownRegions: ["en", "de", "de-AT", "fr"],
            targets: [target])
        let scope = XcodeProjectScope(projects: [project], folder: "/p")
        let coverage = [
            TableCoverage(root: "/p", table: "L", language: "en", translated: 10, total: 10),
            TableCoverage(root: "/p", table: "L", language: "de", translated: 8, total: 10),
            TableCoverage(root: "/p", table: "L", language: "de-AT", translated: 2, total: 10),
            TableCoverage(root: "/p", table: "L", language: "fr", translated: 0, total: 10),
        ]
        let rows = ProjectCoverage.rows(
            scope: scope, coverage: coverage, files: ["/p": ["/p/en.lproj/L.strings", "/p/de.lproj/L.strings"]])
        #expect(
            rows.map { "\($0.target) \($0.language) \($0.translated)/\($0.fallback)/\($0.missing)" } == [
                "A de 8/0/2", "A de-AT 2/6/2", "A fr 0/0/10",
            ])
    }

    @Test func statsShowsEachTarget() throws {
        let fixture = TestPaths.fixtures(of: "LocaleCheckTests") + "/XcodeProject"
        var checker = Checker(rules: [])
        checker.projectScope = try XcodeProjectScope.discover(paths: [fixture])
        let report = checker.check(paths: [fixture])
        let text = StatsRenderer.text(report)
        #expect(text.contains("Xcode project App.xcodeproj: development region en; known regions (4): en Base de fr"))
        // App ships Localizable (2 keys) and InfoPlist (1); Widget its Widget table (1), not Old.strings.
        #expect(text.contains("Target App: 3 keys per language"))
        #expect(text.contains("Target Widget: 1 keys per language"))
        let rows = report.project?.coverage.map {
            "\($0.target) \($0.language) \($0.translated)/\($0.fallback)/\($0.missing)"
        }
        #expect(rows == ["App de 3/0/0", "App fr 0/0/3", "Widget de 1/0/0", "Widget fr 0/0/1"])
        let json = try JSONSerialization.jsonObject(with: Data(StatsRenderer.json(report).utf8)) as? [String: Any]
        let targets = (json?["project"] as? [String: Any])?["targets"] as? [[String: Any]]
        #expect(targets?.compactMap { $0["target"] as? String } == ["App", "Widget"])
        #expect(StatsHTMLRenderer.render(report).contains("<h3>Target App</h3>"))
    }
}
