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
        // Capitals, digits and separators at the edges of words.
        ("iOS", "iOS", "IOS"),
        ("HTTPServer2Go", "httpServer2Go", "HTTPServer2Go"),
        ("TITLE", "title", "Title"),
        ("a", "a", "A"),
        ("A", "a", "A"),
        ("AB", "ab", "Ab"),
        ("aB", "aB", "AB"),
        ("Ab", "ab", "Ab"),
        ("ABc", "aBc", "ABc"),
        ("x_Y", "xY", "XY"),
        ("x_YZ", "xYz", "XYz"),
        ("x_yZ", "xYZ", "XYZ"),
        ("a-B-CD-e1F", "aBCdE1F", "ABCdE1F"),
        ("9lives", "_9lives", "_9lives"),
        ("_9lives", "_9lives", "_9lives"),
        ("9", "_9", "_9"),
        ("--", "", ""),
        ("a..b", "aB", "AB"),
        ("settings.title.TEXT", "settingsTitleText", "SettingsTitleText"),
        ("ABC123def", "abc123def", "ABC123def"),
        ("tab\tkey", "tabKey", "TabKey"),
        ("0x1F_UPPER", "_0x1FUpper", "_0x1FUpper"),
        ("path/to/KEY", "pathToKey", "PathToKey"),
        ("%d items", "dItems", "DItems"),
        ("a b  c", "aBC", "ABC"),
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
