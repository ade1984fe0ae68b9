import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog

@Suite struct CatalogMergeTests {
    let location = SourceLocation(file: "en.lproj/Localizable.strings", line: 1, column: 1)

    @Test func stringsdictEntryShadowsTheStringsEntryOfTheSameKey() {
        let plural = PluralTranslation(
            format: "%#@n@", variables: [PluralVariable(name: "n", valueType: "d", forms: [.other: "%d items"])])
        var catalog = Catalog(developmentLanguage: "en")
        catalog.merge(
            CatalogFragment(units: [
                .init(
                    table: "Localizable", language: "en",
                    entry: Entry(key: "items", translation: .plural(plural), location: location))
            ]))
        catalog.merge(
            CatalogFragment(units: [
                .init(
                    table: "Localizable", language: "en",
                    entry: Entry(key: "items", translation: .text("Items"), location: location))
            ]))
        #expect(catalog.tables["Localizable"]?.languages["en"]?.entries["items"]?.translation == .plural(plural))
    }

    @Test func emptyFilesStillDefineTheirTable() {
        var catalog = Catalog(developmentLanguage: "en")
        catalog.merge(
            CatalogFragment(files: [.init(table: "InfoPlist", language: "de", path: "de.lproj/InfoPlist.strings")]))
        #expect(catalog.tables["InfoPlist"]?.languages["de"]?.files == ["de.lproj/InfoPlist.strings"])
        #expect(catalog.languages == ["de"])
    }
}
