import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog

@Test func tableAndLanguageComeFromTheLprojFolder() {
    let (table, language) = FileReader.tableAndLanguage(of: "Res/zh_Hans.lproj/Localizable.strings")
    #expect(table == "Localizable")
    #expect(language == "zh-Hans")
}

@Test func missingPathIsAnIODiagnostic() {
    let catalog = CatalogLoader().load(["/nonexistent/folder"])
    #expect(catalog.diagnostics.map(\.rule) == [.io])
    #expect(catalog.tables.isEmpty)
}
