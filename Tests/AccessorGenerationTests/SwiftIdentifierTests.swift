import Foundation
import LocaleKitTestSupport
import LocalizationFormats
import Mustache
import Testing

@testable import AccessorGeneration
@testable import LocaleCatalog

@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        ("settings_title", "settingsTitle", "SettingsTitle"),
        ("URLPath", "urlPath", "URLPath"),
        ("ID", "id", "Id"),
        ("HEADER_TITLE", "headerTitle", "HeaderTitle"),
        ("MULTILINE2", "multiline2", "Multiline2"),
        ("1st", "_1st", "_1st"),
        ("🚀 rocket", "rocket", "Rocket"),
        ("café-menu", "cafeMenu", "CafeMenu"),
        ("Type", "type", "Type_"),
        ("swift", "swift", "Swift_"),
        ("", "", ""),
        ("!!!", "", ""),
    ])
    func camelCase(_ key: String, _ lower: String, _ upper: String) {
        #expect(SwiftIdentifier.lowerCamelCase(key) == lower)
        #expect(SwiftIdentifier.upperCamelCase(key) == upper)
    }

    /// The one-pass name of ASCII keys is the one the words give, on every key of the test corpus
    /// and on the edge cases of capitals, digits and separators.
    @Test func asciiNamesAreTheWordsNames() throws {
        var keys = [
            "URLPath", "ID", "iOS", "HTTPServer2Go", "TITLE", "a", "A", "AB", "aB", "Ab", "ABc", "x_Y", "x_YZ", "x_yZ",
            "a-B-CD-e1F", "9lives", "_9lives", "9", "--", "a..b", "settings.title.TEXT", "ABC123def", "tab\tkey",
            "0x1F_UPPER", "path/to/KEY", "%d items", "a b  c",
        ]
        for folder in ["wikipedia-ios", "swiftgen-app", "xcstrings-apps"] {
            let catalog = CatalogLoader().load([TestPaths.corpus + "/" + folder])
            keys += catalog.tables.values.flatMap { $0.languages.values.flatMap { $0.entries.keys } }
        }
        var checked = 0
        for key in keys where key.utf8.allSatisfy({ $0 < 0x80 }) {
            #expect(SwiftIdentifier.lowerCamelCase(key) == SwiftIdentifier.lowerCamelCaseByWords(key), "\(key)")
            checked += 1
        }
        #expect(checked > 1000)
    }

    @Test func keywordsAreEscaped() {
        #expect(SwiftIdentifier.escaped("class") == "`class`")
        #expect(SwiftIdentifier.escaped("self") == "`self`")
        #expect(SwiftIdentifier.escaped("title") == "title")
    }

    @Test func literalsEscapeEverythingSwiftInterprets() {
        #expect(SwiftIdentifier.stringLiteral("quote\"back\\slash") == #""quote\"back\\slash""#)
        #expect(SwiftIdentifier.stringLiteral("a\nb\t\u{7}\\(x)") == #""a\nb\t\u{7}\\(x)""#)
        #expect(SwiftIdentifier.stringLiteral("🚀 é") == "\"🚀 é\"")
    }

    @Test func plainIdentifiers() {
        #expect(SwiftIdentifier.isPlainIdentifier("L10n"))
        #expect(!SwiftIdentifier.isPlainIdentifier("1x"))
        #expect(!SwiftIdentifier.isPlainIdentifier("class"))
        #expect(!SwiftIdentifier.isPlainIdentifier("a-b"))
    }
}
