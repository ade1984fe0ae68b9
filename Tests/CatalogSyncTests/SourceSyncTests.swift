import CatalogSync
import CodeReading
import Foundation
import LocaleCatalog
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// `sync` on focused catalogs and tables, and on the Xcodes app with the catalog Xcode wrote.
@Suite struct SourceSyncTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Back" : {
              "extractionState" : "stale"
            },
            "Gone" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Weg"
                  }
                }
              }
            },
            "Hand-made" : {
              "extractionState" : "manual"
            },
            "Hello" : {

            }
          },
          "version" : "1.0"
        }
        """

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func catalogGainsNewKeysMarksStaleKeepsManualAndTranslations() throws {
        let folder = try TestPaths.scratchFolder()
        let path = folder + "/Localizable.xcstrings"
        try write(Self.catalog, to: path)
        try write(
            """
            Text("Hello")
            Text("Back")
            Button("New label")
            Text("Greeting", comment: "On launch")
            let s = String(localized: "Key.title", defaultValue: "Title")
            """, to: folder + "/Sources/View.swift")
        let extraction = StringExtraction.extract(sources: [folder + "/Sources"])
        let result = SourceSync.sync(files: [path], extraction: extraction)
        let data = try #require(result.files.first?.data)
        let document = try StringCatalogDocument(data: data, path: path)
        #expect(document.keys == ["Back", "Gone", "Greeting", "Hand-made", "Hello", "Key.title", "New label"])
        #expect(document.extractionState(key: "Gone") == "stale")
        #expect(document.stringUnit(key: "Gone", language: "de")?.value == "Weg")
        #expect(document.extractionState(key: "Back") == nil)
        #expect(document.extractionState(key: "Hand-made") == "manual")
        #expect(document.comment(key: "Greeting") == "On launch")
        #expect(document.extractionState(key: "Key.title") == "extracted_with_value")
        #expect(document.stringUnit(key: "Key.title", language: "en")?.state == "new")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"New label\" : {\n\n    }"))
        let added = result.diagnostics.first { $0.key == "New label" }
        #expect(added?.location?.line == 3)
        #expect(added?.location?.file.hasSuffix("View.swift") == true)

        // A second sync changes no byte.
        try data.write(to: URL(fileURLWithPath: path))
        #expect(SourceSync.sync(files: [path], extraction: extraction).files.isEmpty)
    }

    /// Tables whose keys Xcode extracts from elsewhere are left alone, with a note: a storyboard's
    /// catalog in `mul.lproj` (Rectangle's `Main.xcstrings`), `Main.strings` beside
    /// `Base.lproj/Main.storyboard`, `InfoPlist`, `AppShortcuts`. Marking their keys stale would be wrong.
    @Test func tablesNotExtractedFromSwiftAreLeftAlone() throws {
        let folder = try TestPaths.scratchFolder()
        let paths = [
            folder + "/App/mul.lproj/Main.xcstrings", folder + "/App/InfoPlist.xcstrings",
            folder + "/App/AppShortcuts.xcstrings", folder + "/Old/en.lproj/Main.strings",
        ]
        for path in paths.prefix(3) { try write(Self.catalog, to: path) }
        try write("\"abc-12-xyz.title\" = \"Window\";\n", to: paths[3])
        try write("<document/>", to: folder + "/Old/Base.lproj/Main.storyboard")
        try write("Text(\"Hello\")", to: folder + "/Sources/View.swift")
        let extraction = StringExtraction.extract(sources: [folder + "/Sources"])
        let result = SourceSync.sync(files: paths, extraction: extraction, developmentLanguage: "en")
        #expect(result.files.isEmpty)
        let notes = result.diagnostics.filter { $0.message.hasPrefix("left alone") }
        #expect(notes.compactMap(\.location?.file).sorted() == paths.sorted())
    }

    @Test func stringsTableGetsMissingKeysAppendedAndUnusedReported() throws {
        let folder = try TestPaths.scratchFolder()
        let path = folder + "/en.lproj/Localizable.strings"
        try write("/* Old */\n\"Old\" = \"Old\";\n", to: path)
        try write("Text(\"Hello\", comment: \"Greeting\")\nText(\"Bye\")\n", to: folder + "/Sources/A.swift")
        let extraction = StringExtraction.extract(sources: [folder + "/Sources"])
        let result = SourceSync.sync(files: [path], extraction: extraction, developmentLanguage: "en")
        let data = try #require(result.files.first?.data)
        #expect(
            String(decoding: data, as: UTF8.self) == """
                /* Old */
                "Old" = "Old";

                /* Greeting */
                "Hello" = "Hello";

                /* No comment provided by engineer. */
                "Bye" = "Bye";

                """)
        #expect(result.diagnostics.contains { $0.rule == .unusedKey && $0.key == "Old" })
    }

    static let xcodes = TestPaths.corpus + "/xcstrings-apps/xcodes/"

    /// Xcode's own catalog and the sources it came from: the one change is the `#if DEBUG` button
    /// the last (Release) build did not compile; then a second sync changes nothing.
    @Test func xcodesCatalogAsXcodeWroteIt() throws {
        let path = Self.xcodes + "Xcodes/Resources/Localizable.xcstrings"
        let extraction = StringExtraction.extract(sources: [Self.xcodes + "Xcodes"])
        let result = SourceSync.sync(files: [path], extraction: extraction)
        let changes = result.diagnostics.filter { $0.rule == .sync }
        #expect(changes.map(\.key) == ["Perform post-install steps"])
        let data = try #require(result.files.first?.data)
        let folder = try TestPaths.scratchFolder()
        let copy = folder + "/Localizable.xcstrings"
        try data.write(to: URL(fileURLWithPath: copy))
        #expect(SourceSync.sync(files: [copy], extraction: extraction).files.isEmpty)
    }

    /// Every key Xcode extracted, removed from a copy, comes back.
    @Test func xcodesKeysRemovedComeBack() throws {
        let path = Self.xcodes + "Xcodes/Resources/Localizable.xcstrings"
        let original = try StringCatalogDocument(
            data: try Data(contentsOf: URL(fileURLWithPath: path)), path: path)
        var empty = StringCatalogDocument(sourceLanguage: "en")
        for key in original.keys where original.extractionState(key: key) == "manual" {
            empty.addExtractedKey(key, comment: nil, defaultValue: nil)
            empty.setExtractionState("manual", key: key)
        }
        let folder = try TestPaths.scratchFolder()
        let copy = folder + "/Localizable.xcstrings"
        try StringCatalogWriter.data(empty).write(to: URL(fileURLWithPath: copy))
        let extraction = StringExtraction.extract(sources: [Self.xcodes + "Xcodes"])
        let data = try #require(SourceSync.sync(files: [copy], extraction: extraction).files.first?.data)
        let synced = try StringCatalogDocument(data: data, path: copy)
        let xcode = original.keys.filter { original.extractionState(key: $0) == nil }
        let missing = xcode.filter { !synced.contains(key: $0) }
        #expect(missing.isEmpty)
    }
}

extension SourceSyncTests {
    /// CotEditor's `TableColumn(.init("Escape Character", defaultValue: "Escape Character", table:
    /// "SyntaxEditor", …))`: a default value that is the key itself gives neither
    /// `extracted_with_value` nor a development text (Xcode's catalog has neither).
    @Test func aDefaultValueThatIsTheKeyIsNoDevelopmentText() throws {
        let folder = try TestPaths.scratchFolder()
        let path = folder + "/SyntaxEditor.xcstrings"
        try write(#"{"sourceLanguage" : "en", "strings" : {}, "version" : "1.0"}"#, to: path)
        try write(
            """
            let header = LocalizedStringResource("Escape Character", defaultValue: "Escape Character", table: "SyntaxEditor")
            let other = LocalizedStringResource("Key.title", defaultValue: "Title", table: "SyntaxEditor")
            """, to: folder + "/Sources/View.swift")
        let extraction = StringExtraction.extract(sources: [folder + "/Sources"])
        let data = try #require(SourceSync.sync(files: [path], extraction: extraction).files.first?.data)
        let document = try StringCatalogDocument(data: data, path: path)
        #expect(document.extractionState(key: "Escape Character") == nil)
        #expect(document.stringUnit(key: "Escape Character", language: "en") == nil)
        #expect(document.extractionState(key: "Key.title") == "extracted_with_value")
    }
}
