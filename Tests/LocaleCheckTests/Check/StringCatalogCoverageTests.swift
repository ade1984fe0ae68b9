import Foundation
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// A String Catalog compiles every localization's value into the app whatever its `state`: a `new`
/// value (Crowdin's exports mark everything `new`; Xcode writes `new` for development values) is shown,
/// so coverage counts it; an XLIFF's `new` unit is a translator's work still to do, and does not count.
@Suite struct StringCatalogCoverageTests {
    @Test func aNewValueOfAStringCatalogCountsAsTranslated() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-new-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hello" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "new", "value" : "Hallo" } },
                    "en" : { "stringUnit" : { "state" : "new", "value" : "Hello" } }
                  }
                },
                "Bye" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Tschüss" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        try Data(catalog.utf8).write(to: root.appendingPathComponent("Localizable.xcstrings"))
        let report = Checker().check(paths: [root.path])
        let coverage = Dictionary(uniqueKeysWithValues: report.coverage.map { ($0.language, $0) })
        let german = try #require(coverage["de"])
        #expect((german.translated, german.total) == (2, 2))
        #expect(!report.findings.contains { $0.diagnostic.rule == .missingTranslation })
    }

    @Test func anXLIFFNewUnitDoesNotShip() {
        #expect(!ReviewState("new").ships(inStringCatalog: false))
        #expect(ReviewState("new").ships(inStringCatalog: true))
        #expect(ReviewState(nil).ships(inStringCatalog: false))
    }
}
