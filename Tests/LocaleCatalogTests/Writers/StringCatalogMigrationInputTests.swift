import Foundation
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

/// `migrate` never loses or mixes data: a String Catalog input is kept as Xcode wrote it, a plural
/// without a specifier keeps its argument type, two roots' tables of one name are refused, and the
/// translators' comments a catalog cannot hold are named.
@Suite struct StringCatalogMigrationInputTests {
    static let catalogs = [
        "/xcstrings-apps/linearmouse/LinearMouse/Localizable.xcstrings",
        "/xcstrings-apps/xcodes/Xcodes/Resources/Localizable.xcstrings",
        "/xcstrings-apps/coteditor/CotEditor/Localizables/Document Window/Document.xcstrings",
        "/xcstrings-apps/coteditor/CotEditor/Storyboards/mul.lproj/ShortcutTreeView.xcstrings",
    ]

    @Test(arguments: catalogs)
    func aCatalogAloneIsWrittenByteForByte(path: String) throws {
        let file = TestPaths.corpus + path
        let catalog = CatalogLoader().load([file])
        let documents = StringCatalogMigration.documents(catalog)
        #expect(documents.count == 1)
        let original = try #require(FileManager.default.contents(atPath: file))
        #expect(documents.first.map { StringCatalogWriter.data($0.document) } == original)
    }

    /// Xcodes' catalog with a `.strings` translation beside it: the catalog's fields stay (its
    /// `extractionState`s, no `state` where it had none), the new language is added.
    @Test func aCatalogWithOtherFilesKeepsItsFieldsAndGainsTheirs() throws {
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalogPath = folder + "/Localizable.xcstrings"
        let original = try #require(FileManager.default.contents(atPath: TestPaths.corpus + Self.catalogs[1]))
        try original.write(to: URL(fileURLWithPath: catalogPath))
        try FileManager.default.createDirectory(atPath: folder + "/eo.lproj", withIntermediateDirectories: true)
        let key = try #require(
            StringCatalogDocument(data: original, path: catalogPath).keys.last {
                !$0.isEmpty && !$0.contains("\"") && !$0.contains("\\") && !$0.contains("\n")
            })
        try Data("\"\(key)\" = \"Esperanto\";\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/eo.lproj/Localizable.strings"))
        let catalog = CatalogLoader(developmentLanguage: "en").load([folder])
        let data = try #require(
            StringCatalogMigration.documents(catalog).first.map { StringCatalogWriter.data($0.document) })
        let text = String(decoding: data, as: UTF8.self)
        let originalText = String(decoding: original, as: UTF8.self)
        #expect(
            text.components(separatedBy: "\"extractionState\"").count
                == originalText.components(separatedBy: "\"extractionState\"").count)
        #expect(
            text.components(separatedBy: "\"state\"").count == originalText.components(separatedBy: "\"state\"").count
                + 1)
        #expect(text.contains("\"value\" : \"Esperanto\""))
        #expect(data.count > original.count)
    }

    /// wikipedia-ios's `Close Other Tab` / `Close Other Tabs` pattern: value type `d`, forms without `%d`.
    @Test func aPluralWithoutSpecifierKeepsItsArgumentType() throws {
        let plural = PluralTranslation(
            format: "%#@tabs@",
            variables: [
                PluralVariable(
                    name: "tabs", valueType: "d", forms: [.one: "Close Other Tab", .other: "Close Other Tabs"])
            ])
        let entry = Entry(
            key: "close-tabs", translation: .plural(plural),
            location: SourceLocation(file: "en.lproj/Localizable.stringsdict"))
        let table = Table(
            name: "Localizable", languages: ["en": LanguageTable(language: "en", entries: ["close-tabs": entry])])
        let document = StringCatalogMigration.document(table, sourceLanguage: "en")
        let text = String(decoding: StringCatalogWriter.data(document), as: UTF8.self)
        #expect(text.contains(#""value" : "%#@tabs@""#))
        #expect(text.contains(#""formatSpecifier" : "d""#) && text.contains(#""argNum" : 1"#))
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try StringCatalogWriter.data(document).write(to: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        let read = CatalogLoader(developmentLanguage: "en").load([folder])
        guard case .plural(let back)? = read.tables["Localizable"]?.languages["en"]?.entries["close-tabs"]?.translation
        else {
            Issue.record("not a plural")
            return
        }
        #expect(back.variables.first?.valueType == "d")
        #expect(back.variables.first?.forms == plural.variables.first?.forms)
    }

    @Test func twoRootsWithOneTableNameAreRefused() {
        let catalog = CatalogLoader().load([TestPaths.corpus + "/wikipedia-ios"])
        let mixed = StringCatalogMigration.mixedRoots(catalog)
        let localizable = mixed.first { $0.message.hasPrefix("table 'Localizable'") }
        #expect(localizable?.message.contains("'\(TestPaths.corpus)/wikipedia-ios/Wikipedia/Localizations'") == true)
        #expect(
            localizable?.message.contains("'\(TestPaths.corpus)/wikipedia-ios/Wikipedia/iOS Native Localizations'")
                == true)
        #expect(mixed.allSatisfy { $0.rule == .mixedRoots && $0.severity == .error })
        #expect(
            StringCatalogMigration.mixedRoots(
                CatalogLoader().load([TestPaths.corpus + "/wikipedia-ios/Wikipedia/Localizations"])
            ).isEmpty)
    }

    @Test func aTranslationsOwnCommentIsNamedAsDropped() {
        var catalog = Catalog(developmentLanguage: "en")
        let entry = { (language: String, comment: String) in
            Entry(
                key: "k", translation: .text(language), comment: comment,
                location: SourceLocation(file: "\(language).lproj/L.strings", line: 3, column: 1))
        }
        catalog.tables["L"] = Table(
            name: "L",
            languages: [
                "en": LanguageTable(language: "en", entries: ["k": entry("en", "Shown on the button")]),
                "de": LanguageTable(language: "de", entries: ["k": entry("de", "Kurz halten")]),
                "fr": LanguageTable(language: "fr", entries: ["k": entry("fr", "Shown on the button")]),
            ])
        let dropped = StringCatalogMigration.droppedComments(catalog)
        #expect(dropped.map(\.location?.file) == ["de.lproj/L.strings"])
        #expect(dropped.first?.severity == .note)
    }

    /// Each `.strings` value under a `.stringsdict` entry of the same key is named as not migrated, at
    /// its line: translatewiki writes a flattened plural into Wikipedia's `.strings` beside the real one.
    @Test func aStringsValueUnderAPluralIsNamedAsDropped() {
        let folder = TestPaths.corpus + "/wikipedia-ios/Wikipedia/Localizations"
        let catalog = CatalogLoader().load([folder])
        let dropped = StringCatalogMigration.droppedValues(catalog)
        #expect(
            dropped.map { "\($0.location?.file.dropFirst(folder.count + 1) ?? ""):\($0.location?.line ?? 0)" } == [
                "en.lproj/Localizable.strings:692", "pl.lproj/Localizable.strings:593",
                "sr-ec.lproj/Localizable.strings:558",
            ])
        #expect(dropped.allSatisfy { $0.severity == .note && $0.rule == .droppedValue })
        #expect(
            dropped.first?.message
                == "the en .strings value of 'places-filter-top-articles-count' ('{{PLURAL:$1|$1 article|$1 articles}}') "
                + "is not migrated: the Localizable.stringsdict entry of the key wins over it in the app (Foundation "
                + "merges the .stringsdict over the .strings), and a String Catalog holds one value per key and language"
        )
        // The catalog holds the plural, as the app shows it.
        let document = StringCatalogMigration.documents(catalog).first { $0.table == "Localizable" }?.document
        let json = document.flatMap { try? JSONSerialization.jsonObject(with: StringCatalogWriter.data($0)) }
        let english =
            ((((json as? [String: Any])?["strings"] as? [String: Any])?["places-filter-top-articles-count"]
            as? [String: Any])?["localizations"] as? [String: Any])?["en"] as? [String: Any]
        #expect(english?["variations"] != nil)
        #expect(english?["stringUnit"] == nil)
    }

    /// A `Base.lproj` table beside the development language's is not migrated, with a note; a table only
    /// in `Base.lproj` is migrated under the development language.
    @Test func baseBesideTheDevelopmentLanguageIsNamedAsDropped() {
        var catalog = Catalog(developmentLanguage: "en")
        let entry = { (language: String, key: String) in
            Entry(
                key: key, translation: .text(language),
                location: SourceLocation(file: "\(language).lproj/L.strings", line: 1, column: 1))
        }
        for name in ["Both", "BaseOnly"] {
            var languages = [
                "Base": LanguageTable(
                    language: "Base", files: ["Base.lproj/\(name).strings"], entries: ["k": entry("Base", "k")])
            ]
            if name == "Both" {
                languages["en"] = LanguageTable(
                    language: "en", files: ["en.lproj/Both.strings"], entries: ["k": entry("en", "k")])
            }
            catalog.tables[name] = Table(name: name, languages: languages)
        }
        let dropped = StringCatalogMigration.droppedValues(catalog)
        #expect(dropped.map(\.location?.file) == ["Base.lproj/Both.strings"])
        let written = catalog.withBaseAsDevelopmentLanguage()
        #expect(written.languages == ["en"])
        #expect(written.tables["BaseOnly"]?.languages["en"]?.entries["k"]?.translation == .text("Base"))
        #expect(written.tables["Both"]?.languages["en"]?.entries["k"]?.translation == .text("en"))
    }
}
