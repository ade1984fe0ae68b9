import Foundation
import LocaleCatalog
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCheck

/// Where a file belongs is read once (`LocalizationFolder`: its nearest `<code>.lproj` folder, the
/// suffix as CoreFoundation compares it): the loader's language and coverage's data tables agree.
@Suite struct FileFolderAgreementTests {
    @Test func aTableInASubfolderOfItsLprojIsATranslation() throws {
        let root = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "en.lproj/Localizable.strings": "\"title\" = \"Inbox\";\n",
            "de.lproj/Localizable.strings": "\"title\" = \"Posteingang\";\n",
            "en.lproj/Extra/Data.strings": "\"label\" = \"Label\";\n",
            "fr.LProj/Other.strings": "\"x\" = \"y\";\n",
        ]
        try TestPaths.write(files, under: root)
        let catalog = CatalogLoader().load(files.keys.sorted().map { root + "/" + $0 })
        // The loader reads `Data` as English, and coverage counts it as a table, not data.
        #expect(catalog.tables["Data"]?.languages.keys.sorted() == ["en"])
        let dataTables = CheckContext.dataTables(of: catalog)
        #expect(!dataTables.contains("Data"))
        // `.LProj` is no localization folder for CoreFoundation: a data file for both.
        #expect(catalog.tables["Other"]?.languages.keys.contains("fr") != true)
        #expect(dataTables.contains("Other"))
    }
}
