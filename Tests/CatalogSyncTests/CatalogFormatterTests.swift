import CatalogSync
import Foundation
import LocaleCatalog
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// `format` on a fixture with golden bytes, on the corpus String Catalogs (already canonical) and on
/// the Wikipedia app's `.strings` tables against Foundation's reader.
@Suite struct CatalogFormatterTests {
    static let fixture = TestPaths.fixtures(of: "CatalogSyncTests") + "/Format"

    /// A scratch copy of `folder` and the `.strings`/`.xcstrings` files in it.
    func copy(_ folder: String, function: String = #function) throws -> (root: String, files: [String]) {
        let root = try TestPaths.scratchFolder(function) + "/copy"
        try FileManager.default.copyItem(atPath: folder, toPath: root)
        let files = try #require(FileManager.default.subpaths(atPath: root))
            .filter { $0.hasSuffix(".strings") || $0.hasSuffix(".xcstrings") }
            .map { root + "/" + $0 }
        return (root, files.sorted())
    }

    /// Formats `files` and writes the result; returns it.
    @discardableResult
    func formatAndWrite(_ files: [String], developmentLanguage: String = "en") throws -> CatalogFormatter.Result {
        let result = CatalogFormatter.format(files: files, developmentLanguage: developmentLanguage)
        _ = try AtomicFileWriter.write(result.files)
        return result
    }

    /// Duplicates, comments, a trailing comment, escapes, UTF-16 with a BOM and keys out of order:
    /// the bytes are the golden files', and each dropped definition has its note.
    @Test func fixtureGivesTheGoldenBytes() throws {
        let (root, files) = try copy(Self.fixture + "/Input")
        let result = try formatAndWrite(files)
        #expect(
            result.changes.map { ($0.path as NSString).lastPathComponent } == [
                "Localizable.strings", "Localizable.strings",
            ])
        for language in ["en", "de"] {
            let path = "/\(language).lproj/Localizable.strings"
            let expected = try Data(contentsOf: URL(fileURLWithPath: Self.fixture + "/Expected" + path))
            let actual = try Data(contentsOf: URL(fileURLWithPath: root + path))
            #expect(actual == expected, "\(language): \(String(decoding: actual, as: UTF8.self))")
        }
        let notes = result.diagnostics.map { "\($0.location.map(\.description) ?? ""): \($0.message)" }
        #expect(
            notes == [
                root
                    + "/de.lproj/Localizable.strings:7:1: duplicate 'hello' dropped: Foundation reads its last definition, at line 8",
                root
                    + "/en.lproj/Localizable.strings:5:1: duplicate 'hello' dropped: Foundation reads its last definition, at line 12",
            ])
        let de = try #require(result.changes.first { $0.path.contains("/de.lproj/") })
        #expect(de.reasons == ["1 duplicate definition dropped", "keys out of the development language's order"])
        #expect(de.data.starts(with: [0xFF, 0xFE]))
        #expect(CatalogFormatter.format(files: files, developmentLanguage: "en").changes.isEmpty)
    }

    /// Foundation reads the formatted files as it read the originals: duplicates included (it keeps the
    /// last definition).
    @Test func fixtureReadsAsFoundationReadItBefore() throws {
        let (_, files) = try copy(Self.fixture + "/Input")
        let before = try files.map(Self.foundationValues)
        try formatAndWrite(files)
        #expect(try files.map(Self.foundationValues) == before)
        #expect(before.first?["hello"] == "Hallo!")
    }

    /// Every String Catalog of the corpus that Xcode saved last is already in Xcode's bytes.
    @Test(arguments: Self.corpusCatalogs.filter { !Self.editedByHand.keys.contains($0) })
    func corpusCatalogIsCanonical(path: String) {
        let result = CatalogFormatter.format(files: [path], developmentLanguage: "en")
        #expect(result.changes.isEmpty)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// The corpus catalogs other hands wrote last, and what the next Xcode save changes in them:
    /// CotEditor's `Document` (two keys renamed by hand), XcodesApp's (a final newline, which every
    /// Xcode save of its history removed), the catalogs CotEditor's `e973bb7` saved again (`bg` at the
    /// end of each key's localizations, and a final newline).
    static let editedByHand: [String: [String]] = {
        var files = [
            TestPaths.corpus + "/xcstrings-apps/coteditor/CotEditor/Localizables/Document Window/Document.xcstrings":
                ["keys out of Xcode's order"],
            TestPaths.corpus + "/xcstrings-apps/xcodes/Xcodes/Resources/Localizable.xcstrings":
                ["a final newline Xcode does not write"],
        ]
        for path in corpusCatalogs where path.contains("/xcstrings-saves/") && path.contains("/before/") {
            files[path] = ["keys out of Xcode's order", "a final newline Xcode does not write"]
        }
        return files
    }()

    @Test(arguments: Self.editedByHand.keys.sorted())
    func catalogEditedByHandIsNotCanonical(path: String) throws {
        let result = CatalogFormatter.format(files: [path], developmentLanguage: "en")
        let change = try #require(result.changes.first)
        #expect(result.changes.count == 1)
        #expect(change.reasons == Self.editedByHand[path])
        #expect(CatalogFormatter.format(files: [try Self.written(change)], developmentLanguage: "en").changes.isEmpty)
    }

    /// The renamed keys of CotEditor's `Document` go where Xcode sorts them.
    @Test func renamedKeysGoWhereXcodeSortsThem() throws {
        let path =
            TestPaths.corpus + "/xcstrings-apps/coteditor/CotEditor/Localizables/Document Window/Document.xcstrings"
        let change = try #require(CatalogFormatter.format(files: [path], developmentLanguage: "en").changes.first)
        let keys = try StringCatalogDocument(data: change.data, path: path).keys.filter {
            $0.hasPrefix("Toolbar.documentHistory.")
        }
        #expect(
            keys == [
                "Toolbar.documentHistory.back.label", "Toolbar.documentHistory.back.tooltip",
                "Toolbar.documentHistory.forward.label", "Toolbar.documentHistory.forward.tooltip",
                "Toolbar.documentHistory.label", "Toolbar.documentHistory.tooltip",
            ])
    }

    /// `change`'s bytes in a scratch file, for formatting again.
    static func written(_ change: CatalogFormatter.Change) throws -> String {
        let path = try TestPaths.scratchFolder(#function) + "/" + (change.path as NSString).lastPathComponent
        try change.data.write(to: URL(fileURLWithPath: path))
        return path
    }

    static var corpusCatalogs: [String] {
        let corpus = TestPaths.corpus
        let found = FileManager.default.subpaths(atPath: corpus)?.filter { $0.hasSuffix(".xcstrings") } ?? []
        return found.sorted().map { corpus + "/" + $0 }
    }

    @Test func corpusHasCatalogs() {
        #expect(Self.corpusCatalogs.count >= 9)
    }

    /// The Wikipedia app's tables (UTF-8 and UTF-16, 30 languages): formatting reorders the languages
    /// that are out of the development language's order, Foundation reads every file as before, and a
    /// second run changes no byte.
    @Test func wikipediaTablesReadTheSameAfterFormatting() throws {
        let (_, files) = try copy(TestPaths.corpus + "/wikipedia-ios")
        let strings = files.filter { $0.hasSuffix(".strings") }
        #expect(strings.count >= 80)
        let before = try strings.map(Self.foundationValues)
        let result = try formatAndWrite(files)
        #expect(result.changes.count >= 10)
        #expect(result.diagnostics.allSatisfy { $0.severity == .note }, "\(result.diagnostics)")
        #expect(try strings.map(Self.foundationValues) == before)
        #expect(CatalogFormatter.format(files: files, developmentLanguage: "en").changes.isEmpty)
        let german = try #require(
            strings.first { $0.hasSuffix("iOS Native Localizations/de.lproj/Localizable.strings") })
        let english = german.replacingOccurrences(of: "/de.lproj/", with: "/en.lproj/")
        let (englishKeys, germanKeys) = (try Self.keys(english), try Self.keys(german))
        #expect(germanKeys.filter(Set(englishKeys).contains) == englishKeys.filter(Set(germanKeys).contains))
    }

    /// A property list is left alone with a note; so is a table Foundation refuses (a warning).
    @Test func propertyListsAndRefusedTablesAreLeftAlone() throws {
        let root = try TestPaths.scratchFolder()
        try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
        let plist = try PropertyListSerialization.data(
            fromPropertyList: ["b": "B", "a": "A"], format: .xml, options: 0)
        try plist.write(to: URL(fileURLWithPath: root + "/en.lproj/Localizable.strings"))
        try Data("\"x\" = \"X\"\n\"y\" = ;\n".utf8).write(to: URL(fileURLWithPath: root + "/en.lproj/Broken.strings"))
        let result = CatalogFormatter.format(
            files: [root + "/en.lproj/Localizable.strings", root + "/en.lproj/Broken.strings"],
            developmentLanguage: "en")
        #expect(result.changes.isEmpty)
        #expect(result.diagnostics.map(\.severity) == [.warning, .note])
        #expect(result.diagnostics.last?.message == "left alone: an XML property list has no text form to keep")
    }

    /// The Base table orders a language when the development language has none.
    @Test func baseTableIsTheReferenceWithoutADevelopmentTable() throws {
        let root = try TestPaths.scratchFolder()
        for (folder, text) in [
            ("Base", "\"b\" = \"B\";\n\"a\" = \"A\";\n"), ("fr", "\"a\" = \"Af\";\n\"b\" = \"Bf\";\n"),
        ] {
            try FileManager.default.createDirectory(
                atPath: root + "/\(folder).lproj", withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/\(folder).lproj/Main.strings"))
        }
        let result = CatalogFormatter.format(
            files: [root + "/Base.lproj/Main.strings", root + "/fr.lproj/Main.strings"], developmentLanguage: "en")
        #expect(result.changes.map(\.path) == [root + "/fr.lproj/Main.strings"])
        #expect(
            result.changes.first.map { String(decoding: $0.data, as: UTF8.self) }
                == "\"b\" = \"Bf\";\n\"a\" = \"Af\";\n")
    }

    static func foundationValues(_ path: String) throws -> [String: String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        return try #require(plist as? [String: String])
    }

    static func keys(_ path: String) throws -> [String] {
        StringsReader.read(try Data(contentsOf: URL(fileURLWithPath: path)), file: path).entries.map(\.key)
    }
}
