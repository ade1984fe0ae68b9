import Foundation
import LocaleCheck
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleKitCommands

/// `PluginBuild`: what the build-tool plugin's one command does, on files written to a temp folder.
@Suite struct PluginBuildTests {
    /// A target folder with `en`/`de` Localizable tables and a German Menu table from XLIFF.
    struct Target {
        let root: URL
        var accessors: String { root.appendingPathComponent("work/Greeter+LocaleKit.swift").path }
        var resources: String { root.appendingPathComponent("work/Resources").path }

        init(german: String = "Hallo, %@!") throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("PluginBuildTests-\(UUID())")
            try write("Res/en.lproj/Localizable.strings", "\"greeting\" = \"Hello, %@!\";\n\"title\" = \"Inbox\";\n")
            try write(
                "Res/de.lproj/Localizable.strings", "\"title\" = \"Posteingang\";\n\"greeting\" = \"\(german)\";\n")
            try write(
                "L10n/de.xliff",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
                  <file original="en.lproj/Menu.strings" source-language="en" target-language="de" datatype="plaintext">
                    <body>
                      <trans-unit id="quit"><source>Quit</source><target>Beenden</target></trans-unit>
                    </body>
                  </file>
                </xliff>
                """)
        }

        func write(_ relative: String, _ text: String) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        var files: [String] {
            ["Res/en.lproj/Localizable.strings", "Res/de.lproj/Localizable.strings", "L10n/de.xliff"].map {
                root.appendingPathComponent($0).path
            }
        }

        func build(tables: [String] = ["de.lproj/Menu.strings", "en.lproj/Menu.strings", "de.lproj/Menu.stringsdict"])
            -> PluginBuild
        {
            PluginBuild(files: files, accessorsFile: accessors, tableFiles: tables.map { resources + "/" + $0 })
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func aCleanCatalogProducesTheAccessorsAndEveryDeclaredTable() throws {
        let target = try Target()
        defer { target.remove() }
        let result = target.build().run()
        #expect(!result.hasErrors)
        #expect(result.outputs.map(\.path) == [target.accessors] + target.build().tableFiles)
        let code = String(decoding: try #require(result.outputs.first?.data), as: UTF8.self)
        #expect(code.contains("enum L10n"))
        #expect(code.contains("\"title\""))
        #expect(code.contains("table: \"Menu\""))
        let menu = String(
            decoding: try #require(result.outputs.first { $0.path.hasSuffix("de.lproj/Menu.strings") }?.data),
            as: UTF8.self)
        #expect(menu.contains("\"quit\" = \"Beenden\";"))
        // The catalog has no Menu plurals: the declared .stringsdict is written as an empty table.
        let plurals = try #require(result.outputs.first { $0.path.hasSuffix(".stringsdict") }?.data)
        let dictionary = try PropertyListSerialization.propertyList(from: plurals, format: nil) as? [String: Any]
        #expect(dictionary?.isEmpty == true)
    }

    @Test func writingTwiceChangesNothingTheSecondTime() throws {
        let target = try Target()
        defer { target.remove() }
        let result = target.build().run()
        #expect(try result.write().count == 4)
        let modified = try FileManager.default.attributesOfItem(atPath: target.accessors)[.modificationDate] as? Date
        #expect(try target.build().run().write().isEmpty)
        let again = try FileManager.default.attributesOfItem(atPath: target.accessors)[.modificationDate] as? Date
        #expect(modified == again)
    }

    /// A `.strings` syntax error (an unescaped quote), and a placeholder of another type than English's.
    static let brokenGerman = ["Hallo, \"%@!", "Hallo, %d!"]

    @Test(arguments: brokenGerman)
    func anErrorInTheTranslationFailsAtItsLocationAndNothingIsWritten(german: String) throws {
        let target = try Target(german: german)
        defer { target.remove() }
        let result = target.build().run()
        #expect(result.hasErrors)
        #expect(result.outputs.isEmpty)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.location?.file.hasSuffix("Res/de.lproj/Localizable.strings") == true)
        #expect(error.location?.line == 2)
        #expect((error.location?.column ?? 0) > 0)
        #expect(!FileManager.default.fileExists(atPath: target.accessors))
    }

    @Test func warningsDoNotStopTheBuild() throws {
        let target = try Target()
        defer { target.remove() }
        // `de` lacks nothing, but `en` gains a key that `de` does not have: a missing translation.
        try target.write(
            "Res/en.lproj/Localizable.strings",
            "\"greeting\" = \"Hello, %@!\";\n\"title\" = \"Inbox\";\n\"new\" = \"New\";\n")
        var configuration = LocaleKitConfiguration()
        configuration.rules["missing-translation"] = .warning
        var build = target.build()
        build.configuration = configuration
        let result = build.run()
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.rule == .missingTranslation })
        #expect(!result.hasErrors)
        #expect(!result.outputs.isEmpty)
    }

    @Test(arguments: [
        ("/w/Resources/de.lproj/Menu.strings", "de/Menu.strings"),
        ("/w/Resources/zh_Hans.lproj/Menu.stringsdict", "zh-Hans/Menu.stringsdict"),
        ("de.lproj/Menu.strings", "de/Menu.strings"),
    ])
    func tableKeysNormalizeTheLanguageFolder(path: String, key: String) {
        #expect(PluginBuild.tableKey(path) == key)
    }

    /// An XLIFF whose target is the development language spelled another way (`en-US` in an `en`
    /// project) is read as `en`; the `en-US.lproj` table the plugin declared from its header holds en's texts.
    @Test func aTableDeclaredInAnotherSpellingOfTheDevelopmentLanguageHoldsItsTexts() throws {
        let target = try Target()
        defer { target.remove() }
        try target.write(
            "L10n/en-US.xliff",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="en.lproj/Menu.strings" source-language="en" target-language="en-US" datatype="plaintext">
                <body><trans-unit id="quit"><source>Quit</source><target>Quit now</target></trans-unit></body>
              </file>
            </xliff>
            """)
        let build = PluginBuild(
            files: target.files + [target.root.appendingPathComponent("L10n/en-US.xliff").path],
            accessorsFile: target.accessors,
            tableFiles: ["en-US.lproj/Menu.strings", "en.lproj/Menu.strings"].map { target.resources + "/" + $0 })
        let result = build.run()
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let tables = result.outputs.dropFirst().map { String(decoding: $0.data, as: UTF8.self) }
        #expect(tables.count == 2)
        #expect(tables.allSatisfy { $0.contains("\"quit\" = \"Quit now\";") }, "\(tables)")
    }

    /// The plugin passes a target's storyboards in `.lproj` folders too: their tables are Interface
    /// Builder tables, so a translation's `Main.strings` fails no build with `missing-table`.
    @Test func aStoryboardTranslationIsNoMissingTable() throws {
        let target = try Target()
        defer { target.remove() }
        try target.write("Res/Base.lproj/Main.storyboard", "<document/>\n")
        try target.write("Res/de.lproj/Main.strings", "\"Xq1-ab-c9d.text\" = \"Willkommen\";\n")
        let extra = ["Res/Base.lproj/Main.storyboard", "Res/de.lproj/Main.strings"].map {
            target.root.appendingPathComponent($0).path
        }
        let result = PluginBuild(files: target.files + extra, accessorsFile: target.accessors).run()
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(!result.diagnostics.contains { $0.rule == .missingTable || $0.rule == .extraKey })
    }

    @Test func theCommonFolderIsTheDeepestSharedOne() {
        #expect(PluginBuild.commonFolder(of: ["/a/b/en.lproj/X.strings", "/a/b/L/de.xliff"]) == "/a/b")
        #expect(PluginBuild.commonFolder(of: ["/a/b/en.lproj/X.strings"]) == "/a/b/en.lproj")
        #expect(PluginBuild.commonFolder(of: []) == ".")
    }
}
