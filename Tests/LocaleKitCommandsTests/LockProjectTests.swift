import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleKitCommands

/// `localekit lock` reads the project as `check` does: an app developed in German with an `en.lproj`
/// records the German values, so a change of the German text is a `source-changed` of its English.
@Suite struct LockProjectTests {
    static func app() throws -> String {
        let root = try TestPaths.scratchFolder()
        let files = [
            "project.yml":
                "name: App\noptions:\n  developmentLanguage: de\ntargets:\n  App:\n    type: application\n    sources: [App]\n",
            "App/de.lproj/Localizable.strings": "\"title\" = \"Posteingang\";\n",
            "App/en.lproj/Localizable.strings": "\"title\" = \"Inbox\";\n",
            "localekit.json": "{}\n",
            "Unshipped/fr.lproj/Localizable.strings": "\"title\" = \"Boîte\";\n",
        ]
        try TestPaths.write(files, under: root)
        return root
    }

    @Test func theLockHashesTheProjectsDevelopmentLanguage() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let options = CommandLineOptions(paths: [root])
        let update = try Frontend(options).resolve().updateLock()
        // What no target ships is left out, with a note.
        #expect(update.diagnostics.map(\.rule) == [.notInTarget])
        let lock = try String(contentsOfFile: root + "/localekit.lock", encoding: .utf8)
        #expect(lock.contains("\"en\"") && !lock.contains("\"fr\"") && !lock.contains("\"de\""))

        try "\"title\" = \"Eingang\";\n".write(
            toFile: root + "/App/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        var checking = options
        checking.runsRules = true
        let report = try Frontend(checking).resolve().check()
        #expect(report.findings.filter { $0.rule == .sourceChanged }.map(\.language) == ["en"])
    }
}
