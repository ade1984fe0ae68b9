import Foundation
import Testing

/// `localekit sync` as a user runs it on an app that calls its own localization macro (issue 46: a
/// file-sync app's `OCLocalizedString`, named in its project's `LOCALIZED_STRING_MACRO_NAMES`).
@Suite struct SyncCommandTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Sync now" : {

            }
          },
          "version" : "1.0"
        }
        """

    func app() throws -> String {
        let root = NSTemporaryDirectory() + "sync-macro-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try Self.catalog.write(toFile: root + "/App/Localizable.xcstrings", atomically: true, encoding: .utf8)
        try "let a = OCLocalizedString(\"Sync now\", comment: \"\")\n".write(
            toFile: root + "/App/View.swift", atomically: true, encoding: .utf8)
        return root
    }

    /// Without the macro named, the key is "used by no source"; `--functions` or `usage.functions`
    /// name it, and so does the project's setting.
    @Test func theProjectsMacroIsFollowed() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let arguments = ["sync", root + "/App/Localizable.xcstrings", "--sources", root + "/App", "--check"]
        let plain = try LocalekitProcess.run(arguments)
        #expect(plain.status == 1, "\(plain.stderr)")
        #expect(plain.stderr.contains("'Sync now' is used by no source"), "\(plain.stderr)")
        let named = try LocalekitProcess.run(arguments + ["--functions", "OCLocalizedString"])
        #expect(named.status == 0, "\(named.stderr)")
        try #"{"usage": {"functions": ["OCLocalizedString"]}}"#.write(
            toFile: root + "/localekit.json", atomically: true, encoding: .utf8)
        let configured = try LocalekitProcess.run(arguments, in: URL(fileURLWithPath: root))
        #expect(configured.status == 0, "\(configured.stderr)")
    }

    @Test func theMacroNamedInTheProjectSettingsIsFollowed() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
        try """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                P1 = { isa = PBXProject; mainGroup = G1; targets = (); developmentRegion = en;
                    knownRegions = (en, Base); };
                G1 = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
            };
            rootObject = P1;
        }
        """.write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        try "LOCALIZED_STRING_MACRO_NAMES = $(inherited) OCLocalizedString\n".write(
            toFile: root + "/Shared.xcconfig", atomically: true, encoding: .utf8)
        let result = try LocalekitProcess.run(
            ["sync", root + "/App/Localizable.xcstrings", "--sources", root + "/App", "--check"])
        #expect(result.status == 0, "\(result.stderr)\(result.stdout)")
    }
}
