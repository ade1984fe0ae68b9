import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

/// String Catalog `stringSet` localizations: the alternative phrases Xcode writes for App Shortcuts.
struct StringCatalogStringSetTests {
    static let coteditor = TestPaths.corpus + "/xcstrings-apps/coteditor/CotEditor/Localizables"
    static let appShortcuts = coteditor + "/AppShortcuts.xcstrings"
    static let fixture = TestPaths.fixtures(of: "LocaleCatalogTests") + "/StringCatalog/StringSets.xcstrings"
    static let createKey = "Create a document in ${applicationName}"

    @Test func everyLanguageOfCotEditorsAppShortcutsHasItsPhrases() throws {
        let catalog = CatalogLoader().load([Self.appShortcuts])
        #expect(catalog.diagnostics.isEmpty)
        let table = try #require(catalog.tables["AppShortcuts"])
        #expect(table.languages.count == 18)
        #expect(table.languages.values.allSatisfy { $0.entries[Self.createKey]?.isStringSet == true })
        let british = try #require(table.languages["en-GB"]?.entries[Self.createKey])
        #expect(british.stringSet == [Self.createKey, "Make a document in ${applicationName}"])
        #expect(british.translation == .text(Self.createKey))
        #expect(british.state == "translated")
        #expect(british.valueLocation?.line == 39)
        let japanese = try #require(table.languages["ja"]?.entries[Self.createKey])
        #expect(japanese.stringSet == ["${applicationName}で書類を作成", "${applicationName}で書類作成"])
        #expect(table.languages["fr"]?.entries[Self.createKey]?.state == "needs_review")
    }

    @Test func anEmptySetIsAnUntranslatedKeyOfATableThatExists() throws {
        let catalog = CatalogLoader().load([Self.fixture])
        let table = try #require(catalog.tables["StringSets"])
        #expect(table.languages["de"] != nil)
        #expect(table.languages["de"]?.entries.isEmpty == true)
        #expect(table.languages["fr"]?.entries["Open ${applicationName}"]?.stringSet.count == 2)
        // No source-language localization: the key is its own source text, as for any key.
        let source = try #require(table.languages["en"]?.entries["Open ${applicationName}"])
        #expect(source.translation == .text("Open ${applicationName}"))
        #expect(!source.isStringSet)
    }

    @Test func aSetOfOtherThanStringsIsAnErrorAtTheSet() throws {
        let catalog = CatalogLoader().load([Self.fixture])
        try #require(catalog.diagnostics.count == 1)
        let diagnostic = catalog.diagnostics[0]
        #expect(diagnostic.rule == .xcstrings)
        #expect(diagnostic.location?.line == 36)
        #expect(diagnostic.message.contains("stringSet"))
        #expect(catalog.tables["StringSets"]?.languages["ja"]?.entries.isEmpty == true)
    }

    @Test func checkReportsNeitherReaderErrorsNorMissingTablesForCotEditor() {
        let report = Checker().check(paths: [Self.coteditor])
        let appShortcuts = report.findings.filter { $0.diagnostic.location?.file == Self.appShortcuts }
        #expect(!appShortcuts.isEmpty)
        #expect(appShortcuts.allSatisfy { $0.diagnostic.rule == .state })
        #expect(!report.findings.contains { $0.diagnostic.rule == .missingTable || $0.diagnostic.rule == .xcstrings })
    }

    @Test func dumpListsEveryPhraseWithoutPlaceholders() throws {
        let catalog = CatalogLoader().load([Self.appShortcuts])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(CatalogDump.json(catalog).utf8)) as? [String: Any])
        let tables = json["tables"] as? [String: [String: [String: [String: Any]]]]
        let british = try #require(tables?["AppShortcuts"]?["en-GB"]?[Self.createKey])
        #expect(british["stringSet"] as? [String] == [Self.createKey, "Make a document in ${applicationName}"])
        #expect(british["value"] == nil && british["placeholders"] == nil)
        #expect(
            CatalogDump.text(catalog).contains(
                """
                  "\(Self.createKey)" = string set of 2
                    "\(Self.createKey)"
                    "Make a document in ${applicationName}"
                """))
    }
}
