import Foundation
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
