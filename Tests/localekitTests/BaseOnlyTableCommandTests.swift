import Foundation
import Testing

/// A table whose development texts live only in `Base.lproj`, with an `en` development language (the
/// WireGuard app: `developmentRegion = en`, `Base.lproj/Localizable.strings`, no `en.lproj`): what an
/// English user reads is Base's text, and the writers and `stats` say so.
@Suite struct BaseOnlyTableCommandTests {
    static let app = "Tests/Corpus/base-only/wireguard-apple"

    /// `migrate` writes Base's texts under `en` (no `"Base"` localization, whose every value would read
    /// back as its key), and the catalog checks as the app does: the same 8 errors, no missing English.
    @Test func migrateWritesBaseUnderTheDevelopmentLanguage() throws {
        let folder = try LocalekitProcess.scratchFolder("localekit-base-migrate")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let migrate = try LocalekitProcess.run(["migrate", Self.app, "--output-dir", folder])
        #expect(migrate.status == 0, "\(migrate.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(catalog["sourceLanguage"] as? String == "en")
        let strings = try #require(catalog["strings"] as? [String: [String: Any]])
        let languages = Set(strings.values.flatMap { Array(($0["localizations"] as? [String: Any] ?? [:]).keys) })
        #expect(!languages.contains("Base"))
        #expect(languages.contains("en"))
        let english = (strings["addTunnelMenuHeader"]?["localizations"] as? [String: Any])?["en"]
        let unit = (english as? [String: Any])?["stringUnit"] as? [String: String]
        #expect(unit == ["state": "translated", "value": "Add a new WireGuard tunnel"])
        let app = try LocalekitProcess.run(["check", Self.app])
        let migrated = try LocalekitProcess.run(["check", folder, "--development-language", "en"])
        #expect(Self.summary(app.stdout + app.stderr).hasPrefix("8 errors"))
        #expect(Self.summary(migrated.stdout + migrated.stderr).hasPrefix("8 errors"))
    }

    /// `stats` counts Base's texts as English's own: 100%, not 0% "covered by fallback".
    @Test func statsShowsTheDevelopmentLanguageComplete() throws {
        let stats = try LocalekitProcess.run(["stats", Self.app])
        #expect(stats.status == 0, "\(stats.stderr)")
        let lines = stats.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("en ") && $0.contains(" 100%  294/294") })
        #expect(!lines.contains { $0.hasPrefix("Base") || ($0.hasPrefix("en ") && $0.contains("fallback")) })
    }

    /// `export` writes `en.xliff` with Base's texts as source and target, as Xcode exports a Base
    /// project, and no `Base.xliff` for translators.
    @Test func exportWritesNoBaseXLIFF() throws {
        let folder = try LocalekitProcess.scratchFolder("localekit-base-export")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let export = try LocalekitProcess.run(["export", Self.app, "--xliff", folder])
        #expect(export.status == 0, "\(export.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!files.contains("Base.xliff"))
        #expect(files.contains("en.xliff"))
        #expect(files.count == 19)
        let english = try String(contentsOfFile: folder + "/en.xliff", encoding: .utf8)
        #expect(
            english.contains(
                "<file original=\"en.lproj/Localizable.strings\" source-language=\"en\" target-language=\"en\""))
        #expect(
            english.contains(
                "<source>Add a new WireGuard tunnel</source>\n        <target>Add a new WireGuard tunnel</target>"))
    }

    /// The check's last line: `N errors, M warnings, K notes`.
    static func summary(_ output: String) -> String {
        String(output.split(separator: "\n").last { $0.contains(" errors, ") } ?? "")
    }
}
