import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

/// An XLIFF `<file>` without `source-language`: its sources are the development language's, whichever
/// the catalog resolves, not a hard-coded `en`.
struct UndeclaredSourceLanguageTests {
    static let folder = TestPaths.fixtures(of: "LocaleCatalogTests") + "/UndeclaredSourceLanguage"

    @Test func theSourcesBelongToTheConfiguredDevelopmentLanguage() throws {
        let catalog = CatalogLoader(developmentLanguage: "de").load([Self.folder])
        #expect(catalog.developmentLanguage == "de")
        #expect(catalog.languages == ["de", "fr"])
        let german = try #require(catalog.tables["Localizable"]?.languages["de"])
        // The .strings file defines "greeting"; the XLIFF's sources fill only what it lacks.
        #expect(german.entries["greeting"]?.translation == .text("Hallo"))
        #expect(german.entries["farewell"]?.translation == .text("Tschüss"))
        #expect(german.entries["thanks"]?.translation == .text("Danke"))
        #expect(german.files == [Self.folder + "/de.lproj/Localizable.strings", Self.folder + "/fr.xliff"])
        #expect(catalog.tables["Localizable"]?.languages["fr"]?.entries.count == 2)
        let warning = try #require(catalog.diagnostics.first { $0.rule == .xliff })
        #expect(warning.severity == .warning && warning.location?.line == 3)
        #expect(!warning.message.contains("'en'"))
    }

    @Test func withNothingElseToGoByTheyAreEnglish() throws {
        let catalog = CatalogLoader().load([Self.folder + "/fr.xliff"])
        #expect(catalog.developmentLanguage == DevelopmentLanguage.fallback)
        #expect(catalog.languages == [DevelopmentLanguage.fallback, "fr"])
        #expect(
            catalog.tables["Localizable"]?.languages["en"]?.entries["greeting"]?.translation
                == .text("Hallo (aus dem Export)"))
    }

    @Test func checkComparesTheTranslationsWithTheConfiguredLanguage() throws {
        let configuration = try LocaleKitConfiguration.load(file: Self.folder + "/localekit.json", knownRules: [])
        let report = Checker(configuration: configuration).check(paths: [Self.folder])
        #expect(report.findings.allSatisfy { $0.language != "en" })
        let missing = report.findings.filter { $0.diagnostic.rule == .missingTranslation }
        #expect(missing.map(\.key) == ["thanks"])
        #expect(missing.map(\.language) == ["fr"])
    }
}
