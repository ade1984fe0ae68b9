import Foundation
import LocaleCheck
import LocaleKitTestSupport
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

        func build(
            tables: [String] = ["de.lproj/Menu.strings", "en.lproj/Menu.strings", "de.lproj/Menu.stringsdict"],
            files extra: [String] = [], configuration: LocaleKitConfiguration = .init()
        ) throws -> PluginBuild {
            let files = files + extra.map { root.appendingPathComponent($0).path }
            return PluginBuild(
                files: files, project: try Self.project(files, configuration), accessorsFile: accessors,
                tableFiles: tables.map { resources + "/" + $0 })
        }

        /// What `localekit build-plugin` resolves for `files` and a configuration read from no file.
        static func project(_ files: [String], _ configuration: LocaleKitConfiguration) throws -> ResolvedProject {
            let options = CommandLineOptions.pluginBuild(files: files, configFile: nil, swiftSources: [])
            return try Frontend(options).resolve(configuration: configuration)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func aCleanCatalogProducesTheAccessorsAndEveryDeclaredTable() throws {
        let target = try Target()
        defer { target.remove() }
        let result = try target.build().run()
        #expect(!result.hasErrors)
        #expect(result.outputs.map(\.path) == [target.accessors] + (try target.build().tableFiles))
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
        let result = try target.build().run()
        #expect(try result.write().count == 4)
        let modified = try FileManager.default.attributesOfItem(atPath: target.accessors)[.modificationDate] as? Date
        #expect(try target.build().run().write().isEmpty)
        let again = try FileManager.default.attributesOfItem(atPath: target.accessors)[.modificationDate] as? Date
        #expect(modified == again)
    }

    /// A `.strings` syntax error (an unescaped quote), and a placeholder of another type than English's.
    static let brokenGerman = ["Hallo, \"%@!", "Hallo, %d!"]

    /// A translation's error fails the build, but the accessors (made from the development language)
    /// are still written, so code completion keeps working.
    @Test(arguments: brokenGerman)
    func anErrorInTheTranslationFailsAtItsLocationButTheAccessorsAreWritten(german: String) throws {
        let target = try Target(german: german)
        defer { target.remove() }
        let result = try target.build().run()
        #expect(result.hasErrors)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.location?.file.hasSuffix("Res/de.lproj/Localizable.strings") == true)
        #expect(error.location?.line == 2)
        #expect((error.location?.column ?? 0) > 0)
        _ = try result.write()
        let code = try String(contentsOfFile: target.accessors, encoding: .utf8)
        #expect(code.contains("\"title\""))
    }

    /// An error in the development language writes nothing: accessors from a half-read catalog would drop keys.
    @Test func anErrorInTheDevelopmentLanguageWritesNothing() throws {
        let target = try Target()
        defer { target.remove() }
        try target.write("Res/en.lproj/Localizable.strings", "\"greeting\" = \"Hello, %@!\";\n\"title\" = \"Inbox\n")
        let result = try target.build().run()
        #expect(result.hasErrors)
        #expect(result.outputs.isEmpty)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.location?.file.hasSuffix("Res/en.lproj/Localizable.strings") == true)
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
        let result = try target.build(configuration: configuration).run()
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.rule == .missingTranslation })
        #expect(!result.hasErrors)
        #expect(!result.outputs.isEmpty)
    }

    /// Real data (wikipedia-ios's shipped tables in the test corpus's languages): the plugin reports
    /// what `check` reports of the same files, except the notes, whose rules it does not run.
    @Test func thePluginReportsWhatCheckDoesButNotes() throws {
        let folder = TestPaths.corpus + "/wikipedia-ios/Wikipedia/iOS Native Localizations"
        let files = CatalogRoots.find([folder]).files.values.flatMap { $0 }.sorted()
        let project = try Target.project(files, LocaleKitConfiguration())
        let plugin = PluginBuild(files: files, project: project, accessorsFile: NSTemporaryDirectory() + "/A.swift")
            .run()
        let report = try #require(plugin.report)
        let checked = project.checker.check(files: files, root: folder)
        let notes = checked.findings.filter { $0.severity == .note }
        #expect(notes.count > 10)
        #expect(Set(notes.map(\.rule)).count > 2)
        #expect(report.findings.count == checked.findings.count - notes.count)
        #expect(report.findings.map(\.diagnostic) == checked.findings.filter { $0.severity != .note }.map(\.diagnostic))
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
        let build = try target.build(
            tables: ["en-US.lproj/Menu.strings", "en.lproj/Menu.strings"], files: ["L10n/en-US.xliff"])
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
        let result = try target.build(
            tables: [], files: ["Res/Base.lproj/Main.storyboard", "Res/de.lproj/Main.strings"]
        ).run()
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(!result.diagnostics.contains { $0.rule == .missingTable || $0.rule == .extraKey })
    }

    @Test func theCommonFolderIsTheDeepestSharedOne() {
        #expect(PluginBuild.commonFolder(of: ["/a/b/en.lproj/X.strings", "/a/b/L/de.xliff"]) == "/a/b")
        #expect(PluginBuild.commonFolder(of: ["/a/b/en.lproj/X.strings"]) == "/a/b/en.lproj")
        #expect(PluginBuild.commonFolder(of: []) == ".")
    }
}
