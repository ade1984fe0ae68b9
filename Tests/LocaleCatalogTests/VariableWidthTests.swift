import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

/// Variable-width entries (`NSStringVariableWidthRuleType`) through the catalog: read, dumped, compiled
/// back into a `.stringsdict` that Foundation reads, exported as XLIFF and read back.
@Suite struct VariableWidthTests {
    static let fixture = TestPaths.fixtures(of: "LocaleCatalogTests") + "/Widths"
    static let swiftGen = TestPaths.corpus + "/swiftgen-fixtures/Resources/Localizable.stringsdict"

    static func entry(_ catalog: Catalog, _ language: String, _ key: String) -> Entry? {
        catalog.tables["Localizable"]?.languages[language]?.entries[key]
    }

    @Test func readIntoTheModelWithTheWidestAsTranslation() throws {
        let catalog = CatalogLoader(developmentLanguage: "en").load([Self.fixture])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let players = try #require(Self.entry(catalog, "de", "tab.players"))
        #expect(
            players.widthVariants.texts == [20: "Lieblingssp.", 25: "Lieblingsspieler", 50: "Meine Lieblingsspieler"])
        #expect(players.translation == .text("Meine Lieblingsspieler"))
        #expect(Self.entry(catalog, "en", "files")?.widthVariants.isEmpty == true)
    }

    @Test func dumpShowsEveryWidth() throws {
        let catalog = CatalogLoader(developmentLanguage: "en").load([Self.swiftGen])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(CatalogDump.json(catalog).utf8)) as? [String: Any])
        let tables = json["tables"] as? [String: [String: [String: [String: Any]]]]
        let entry = tables?["Localizable"]?["en"]?["competition.tab.favorite-players"]
        #expect(entry?["value"] as? String == "Favorite Players")
        #expect(entry?["widths"] as? [String: String] == ["20": "Fav. Players", "25": "Favorite Players"])
        let text = CatalogDump.text(catalog)
        #expect(
            text.contains(
                "\"competition.tab.favorite-players\" = \"Favorite Players\"\n    width 20 = \"Fav. Players\""))
    }

    /// `compile` writes the rules back; Foundation's `PropertyListSerialization` reads the same widths,
    /// for every language, and so does our reader.
    @Test(arguments: [fixture, swiftGen])
    func compiledTablesAreWhatFoundationReads(path: String) throws {
        let catalog = CatalogLoader(developmentLanguage: "en").load([path])
        let folder = try TestPaths.scratchFolder("compile-widths")
        _ = try CatalogCompiler.compile(catalog, to: folder)
        var compared = 0
        for (language, languageTable) in catalog.tables["Localizable"]?.languages ?? [:] {
            let widths = languageTable.entries.values.filter { !$0.widthVariants.isEmpty }
            guard !widths.isEmpty else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(language).lproj/Localizable.stringsdict"))
            let plist = try #require(
                try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            for entry in widths {
                let rule = (plist[entry.key] as? [String: Any])?["NSStringVariableWidthRuleType"] as? [String: String]
                let read = Dictionary((rule ?? [:]).map { (Int($0.key) ?? -1, $0.value) }, uniquingKeysWith: { $1 })
                #expect(read == entry.widthVariants.texts, "\(language) \(entry.key)")
                compared += 1
            }
        }
        #expect(compared >= 2)
        RoundTripTests.expectSame(catalog, CatalogLoader(developmentLanguage: "en").load([folder]))
    }

    /// `export` writes one unit per width (`/KEY:dict/NSStringVariableWidthRuleType:dict/WIDTH:dict/:string`);
    /// reading the XLIFF back gives the same catalog, and compiling that gives it again.
    @Test(arguments: XLIFFVersion.allCases)
    func exportThenImportGivesTheSameWidths(version: XLIFFVersion) throws {
        let original = CatalogLoader(developmentLanguage: "en").load([Self.fixture])
        let exported = try RoundTripTests.export(original, version)
        RoundTripTests.expectSame(original, exported, dropping: ["state"])
        RoundTripTests.expectSame(original, try RoundTripTests.compile(exported), dropping: ["state"])
        let xliff = XLIFFWriter.data(original, language: "de", version: .v1_2)
        let text = String(decoding: xliff, as: UTF8.self)
        #expect(text.contains("id=\"/tab.players:dict/NSStringVariableWidthRuleType:dict/50:dict/:string\""))
        #expect(text.contains("original=\"en.lproj/Localizable.stringsdict\""))
    }

    @Test func widthIDsParseAndPrint() {
        let id = "/a/b:dict/NSStringVariableWidthRuleType:dict/040:dict/:string"
        #expect(XcodePluralID(id) == .stringsdictWidth(key: "a/b", width: 40))
        #expect(
            XcodePluralID.stringsdictWidth(key: "a/b", width: 40).id == id.replacingOccurrences(of: "040", with: "40"))
        #expect(XcodePluralID("/k:dict/NSStringVariableWidthRuleType:dict/wide:dict/:string") == nil)
    }

    /// A String Catalog `width` variation (not one Xcode documents) is kept rather than dropped.
    @Test func stringCatalogWidthVariationsAreKept() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"tab": {"localizations": {
              "en": {"variations": {"width": {"20": {"stringUnit": {"state": "translated", "value": "Fav."}},
                                              "25": {"stringUnit": {"state": "translated", "value": "Favorites"}}}}}
            }}}}
            """
        let folder = try TestPaths.scratchFolder("xcstrings-widths")
        let path = folder + "/Localizable.xcstrings"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let catalog = CatalogLoader().load([path])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let entry = try #require(Self.entry(catalog, "en", "tab"))
        #expect(entry.translation == .text("Favorites"))
        #expect(entry.widthVariants.texts == [20: "Fav.", 25: "Favorites"])
    }

    /// The width rule of a `.stringsdict` wins over the `.strings` text of the same key, as a plural does.
    @Test func aWidthRuleShadowsTheStringsText() throws {
        let folder = try TestPaths.scratchFolder("shadow-widths")
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.fixture + "/en.lproj/Localizable.stringsdict",
            toPath: folder + "/en.lproj/Localizable.stringsdict")
        try Data("\"tab.players\" = \"Text\";\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/en.lproj/Localizable.strings"))
        let catalog = CatalogLoader(developmentLanguage: "en").load([folder])
        #expect(Self.entry(catalog, "en", "tab.players")?.translation == .text("Favorite Players"))
        #expect(Self.entry(catalog, "en", "tab.players")?.widthVariants.widths == [20, 25])
    }
}
