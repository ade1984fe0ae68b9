import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// `check` with an XcodeGen `project.yml` and no `.xcodeproj`: its development language, and its
/// targets' sources less their `excludes`.
struct XcodeGenCheckTests {
    static let fixture = TestPaths.fixtures(of: "LocaleCheckTests") + "/XcodeGen"

    @Test func sourcesLessExcludesAreWhatShips() throws {
        var checker = Checker()
        let scope = try #require(try XcodeProjectScope.discover(paths: [Self.fixture]))
        checker.projectScope = scope
        let report = checker.check(paths: [Self.fixture])
        let project = try #require(scope.projects.first)
        #expect(project.name == "project.yml")
        #expect(project.developmentLanguage == "en")
        #expect(project.targets.map(\.name) == ["Wiki", "WikiTests"])
        let notes = report.findings.filter { $0.rule == .notInTarget }.compactMap { $0.diagnostic.location?.file }
            .map { $0.replacingOccurrences(of: Self.fixture + "/", with: "") }
        #expect(notes == ["Other/fr.lproj", "Wiki/qqq.lproj"])
        // XcodeGen declares no regions: the languages are the folders that ship, and none is a gap.
        #expect(!report.findings.contains { $0.rule == .missingLanguage || $0.rule == .undeclaredLanguage })
        #expect(Set(report.coverage.map(\.language)) == ["de", "en"])
    }

    @Test func excludesAreGlobs() {
        let folder = XcodeSynchronizedFolder(path: "/p/Wiki", exceptions: ["qqq.lproj", "**/*.md"], isMember: true)
        let target = XcodeTarget(name: "Wiki", folders: [folder])
        #expect(target.contains(file: "/p/Wiki/de.lproj/Localizable.strings"))
        #expect(!target.contains(file: "/p/Wiki/qqq.lproj/Localizable.strings"))
        #expect(!target.contains(file: "/p/Wiki/docs/a/README.md"))
        #expect(!target.contains(file: "/p/Other/de.lproj/Localizable.strings"))
    }
}
