import Foundation
import LocalizationFormats
import Testing

@testable import LocaleCatalog

/// `export` offers a translator every plural category the language's counts reach, as `check`'s
/// `plural-missing-category` asks for them, not only those the language's file already has.
@Suite struct XLIFFExportPluralCategoryTests {
    @Test(arguments: [
        ("cs", ["few", "one", "other"]),
        ("ru", ["few", "many", "one", "other"]),
        ("pl", ["few", "many", "one", "other"]),
        ("de", ["one", "other"]),
    ])
    func everyCategoryTheCountsReachIsExported(language: String, expected: [String]) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("export-plural-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func plural(_ one: String, _ other: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string>
            </dict></dict></dict></plist>
            """
        }
        for (folder, text) in [("en", plural("%d file", "%d files")), (language, plural("%d x", "%d xs"))] {
            let url = root.appendingPathComponent("\(folder).lproj/Localizable.stringsdict")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let catalog = CatalogLoader().load([root.path])
        let document = XLIFFExportBuilder.document(catalog, language: language)
        let ids = document.files.flatMap(\.units).map(\.id)
        let categories = ids.compactMap { id -> String? in
            let prefix = "/files:dict/n:dict/"
            guard id.hasPrefix(prefix), id.hasSuffix(":dict/:string") else { return nil }
            return String(id.dropFirst(prefix.count).dropLast(":dict/:string".count))
        }
        #expect(categories.filter { $0 != "NSStringFormatValueTypeKey" }.sorted() == expected, "\(ids)")
    }
}
