import Foundation
import LocaleKitTestSupport
import Testing

/// One scope, followed by every command: over the `Scope` fixture (an Xcode app with files beside it
/// that no target ships, each a pattern of a real app: see its README), no command reads, writes or
/// counts what the app does not ship, and each says what it left out (`not-in-target`).
@Suite struct ScopeCommandTests {
    /// What no target ships: a key of each such file, and the files.
    static let unshippedKeys = ["frozen.key", "xcloc.only", "分享"]
    static let unshippedFiles = [
        "fastlane/Frozen.strings", "Stats/en.xcloc/Localized Contents/en.xliff", "App/nl-BE.lproj",
        "ShareExtension/zh-Hans.lproj",
    ]

    /// A copy of the fixture to run a command in.
    static func app() throws -> String {
        let folder = try LocalekitProcess.scratchFolder("localekit-scope")
        try FileManager.default.removeItem(atPath: folder)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures(of: "localekitTests") + "/Scope", toPath: folder)
        return folder
    }

    /// Runs `arguments` in a fresh copy; expects `status`, a note for each unshipped file on standard
    /// error, and none of their keys in `outputs` (files the command wrote, relative to the copy).
    static func expectScoped(_ arguments: [String], status: Int32 = 0, outputs: [String] = []) throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try LocalekitProcess.run(arguments, in: URL(fileURLWithPath: folder))
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        let notes = (result.stderr + result.stdout).split(separator: "\n").filter { $0.hasSuffix("[not-in-target]") }
        for file in unshippedFiles {
            #expect(notes.contains { $0.hasPrefix(file + ":") }, "\(arguments): no note for \(file)")
        }
        var written = result.stdout
        for output in outputs {
            written += try contents(of: folder + "/" + output)
        }
        for key in unshippedKeys {
            #expect(!written.contains(key), "\(arguments): \(key) in the output")
        }
    }

    /// A file's text, or a folder's files' texts.
    static func contents(of path: String) throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "" }
        guard isFolder.boolValue else { return try String(contentsOfFile: path, encoding: .utf8) }
        let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return try files.map { try contents(of: path + "/" + $0) }.joined()
    }

    @Test func check() throws {
        try Self.expectScoped(["check", "."])
    }

    /// The notes are findings of the report, in every format.
    @Test func checkAsJSON() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try LocalekitProcess.run(["check", ".", "--format", "json"], in: URL(fileURLWithPath: folder))
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = report["findings"] as? [[String: Any]] ?? []
        let noted = findings.filter { $0["rule"] as? String == "not-in-target" }.compactMap { $0["file"] as? String }
        #expect(noted.sorted() == Self.unshippedFiles.sorted())
        #expect(!Self.unshippedKeys.contains { result.stdout.contains($0) })
    }

    @Test func stats() throws { try Self.expectScoped(["stats", "."]) }
    @Test func dump() throws { try Self.expectScoped(["dump", "."]) }
    @Test func generate() throws {
        try Self.expectScoped(["generate", ".", "--output", "L10n.swift"], outputs: ["L10n.swift"])
    }
    @Test func export() throws { try Self.expectScoped(["export", ".", "--xliff", "out"], outputs: ["out"]) }
    @Test func migrate() throws { try Self.expectScoped(["migrate", ".", "--output-dir", "out"], outputs: ["out"]) }
    @Test func pseudo() throws { try Self.expectScoped(["pseudo", ".", "--output", "out"], outputs: ["out"]) }
    @Test func lock() throws { try Self.expectScoped(["lock", "."], outputs: ["localekit.lock"]) }
    @Test func usage() throws { try Self.expectScoped(["usage", ".", "--sources", "App/Sources"]) }
    @Test func format() throws { try Self.expectScoped(["format", ".", "--check"]) }

    /// `sync --check` exits 0: the `#Preview` literal is not in the table, and Xcode extracts nothing
    /// from a preview (the sweep's catalogs have none of their 10 preview literals: docs/sync.md).
    @Test func sync() throws {
        try Self.expectScoped(["sync", ".", "--sources", "App/Sources", "--check"])
    }

    /// An XLIFF that also translates the unshipped snapshot writes only the shipped table.
    @Test func importWritesOnlyWhatTheAppShips() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let frozen = try String(contentsOfFile: folder + "/fastlane/Frozen.strings", encoding: .utf8)
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
                <body><trans-unit id="settings.title"><source>Settings</source><target>Optionen</target></trans-unit></body>
              </file>
              <file original="fastlane/Frozen.strings" source-language="en" target-language="de" datatype="plaintext">
                <body><trans-unit id="frozen.key"><source>Frozen again</source><target>Eingefroren</target></trans-unit></body>
              </file>
            </xliff>
            """
        try xliff.write(toFile: folder + "/de.xliff", atomically: true, encoding: .utf8)
        let result = try LocalekitProcess.run(["import", "de.xliff"], in: URL(fileURLWithPath: folder))
        let german = try String(contentsOfFile: folder + "/App/de.lproj/Localizable.strings", encoding: .utf8)
        #expect(german.contains("\"Optionen\""), "\(result.stderr)")
        #expect(try String(contentsOfFile: folder + "/fastlane/Frozen.strings", encoding: .utf8) == frozen)
        #expect(!FileManager.default.fileExists(atPath: folder + "/fastlane/de.lproj"))
    }

    /// A file named on the command line is read, with a note, though no target ships it.
    @Test func aNamedFileIsRead() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try LocalekitProcess.run(
            ["dump", "ShareExtension/zh-Hans.lproj/InfoPlist.strings", "--format", "text"],
            in: URL(fileURLWithPath: folder))
        #expect(result.status == 0)
        #expect(result.stdout.contains("分享"))
        #expect(result.stderr.contains("read because it is named [not-in-target]"))
    }

    /// One translation named: checked against its reference beside it, and no language of the
    /// project is missing (the paths do not cover the project).
    @Test func aNamedTranslationIsCheckedAgainstItsReference() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try LocalekitProcess.run(
            ["check", "App/de.lproj/Localizable.strings"], in: URL(fileURLWithPath: folder))
        #expect(result.status == 0)
        #expect(!result.stderr.contains("[missing-table]") && !result.stderr.contains("[missing-language]"))
        #expect(result.stdout.contains("de  2/2  100%"), "\(result.stdout)")
    }

    /// The build plugin of an Xcode target names it: the project is read, and the accessors look up
    /// in the app's bundle; a target the project does not have narrows nothing and fails no build.
    @Test func theBuildPluginReadsTheXcodeTargetsProject() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = ["--", "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings"]
        for (target, bundle) in [("App", "bundle: .main"), ("Nope", "bundle: .module")] {
            let result = try LocalekitProcess.run(
                ["build-plugin", "--output", "L10n.swift", "--target", target] + files,
                in: URL(fileURLWithPath: folder))
            #expect(result.status == 0, "\(target): \(result.stderr)")
            let code = try String(contentsOfFile: folder + "/L10n.swift", encoding: .utf8)
            #expect(code.contains(bundle), "\(target)")
            #expect(result.stderr.contains("no target 'Nope'") == (target == "Nope"))
        }
    }

    /// A path that does not exist is an error at once: nothing is searched.
    @Test func aMissingPathSearchesNothing() throws {
        let result = try LocalekitProcess.run(["check", "/nonexistent-\(UUID().uuidString)"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("no such file or directory"))
        #expect(!(result.stdout + result.stderr).contains("xcode-project"))
    }
}
