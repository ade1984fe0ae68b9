import Foundation
import LocalizationFormats
import Testing

@testable import SwiftLocaleKit

/// Variable-width entries (`NSStringVariableWidthRuleType`): `localized(_:…, width:)` gives the variant of the
/// largest width that fits (the narrowest below every width), as `NSString.variantFittingPresentationWidth(_:)`
/// documents it; without a width, the widest variant. The runtime loads the tables itself, so this is the
/// same on Linux and Apple platforms.
@Suite struct WidthLookupTests {
    static let handMade = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>hello</key>
            <dict>
                <key>NSStringVariableWidthRuleType</key>
                <dict>
                    <key>1</key><string>Hi</string>
                    <key>22</key><string>Hello</string>
                    <key>53</key><string>Greetings and Salutations</string>
                </dict>
            </dict>
            <key>items</key>
            <dict>
                <key>NSStringVariableWidthRuleType</key>
                <dict>
                    <key>10</key><string>%ld it.</string>
                    <key>30</key><string>%ld items in %@</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    private func bundle(_ files: [(path: String, contents: Data)]) throws -> Bundle {
        try TestSupport.temporaryBundle { directory in
            for file in files { try TestSupport.write(file.contents, to: file.path, in: directory) }
        }
    }

    @Test(
        arguments: [
            (nil, "Greetings and Salutations"), (2, "Hi"), (52, "Hello"), (0, "Hi"), (22, "Hello"),
            (53, "Greetings and Salutations"), (500, "Greetings and Salutations"),
        ] as [(Int?, String)])
    func handMadeWidths(width: Int?, expected: String) throws {
        let bundle = try bundle([("en.lproj/Localizable.stringsdict", Data(Self.handMade.utf8))])
        let kit = TestSupport.kit(bundle: bundle)
        #expect(kit.localized("hello", bundle: bundle, width: width) == expected)
    }

    @Test func aVariantIsFormattedWithTheArguments() throws {
        let bundle = try bundle([("de.lproj/Localizable.stringsdict", Data(Self.handMade.utf8))])
        let kit = TestSupport.kit(bundle: bundle)
        let german = LocaleKitLanguage(code: "de")
        let arguments: [any CVarArg] = [1500 as Int, "Kisten"]
        #expect(
            kit.localized("items", bundle: bundle, language: german, arguments: arguments) == "1.500 items in Kisten")
        #expect(
            kit.localized("items", bundle: bundle, language: german, arguments: arguments, width: 12) == "1.500 it.")
    }

    /// A width rule wins over a `.strings` text of the same key (as a plural does); a text ignores the width.
    @Test func widthRulesShadowTextsAndTextsIgnoreWidths() throws {
        let bundle = try bundle([
            ("en.lproj/Localizable.stringsdict", Data(Self.handMade.utf8)),
            ("en.lproj/Localizable.strings", Data(#""hello" = "text"; "plain" = "Plain";"#.utf8)),
        ])
        let kit = TestSupport.kit(bundle: bundle)
        #expect(kit.localized("hello", bundle: bundle, width: 30) == "Hello")
        #expect(kit.localized("plain", bundle: bundle, width: 1) == "Plain")
        #expect(kit.localized("missing", bundle: bundle, width: 1) == "missing")
    }

    /// SwiftGen's fixture (`Tests/Corpus/swiftgen-fixtures`), which holds plurals and two width rules.
    @Test func swiftGenFixture() throws {
        let corpus = try Data(
            contentsOf: TestSupport.corpus.appending(path: "swiftgen-fixtures/Resources/Localizable.stringsdict"))
        let bundle = try bundle([("en.lproj/Localizable.stringsdict", corpus)])
        let kit = TestSupport.kit(bundle: bundle)
        let key = "competition.tab.favorite-players"
        #expect(kit.localized(key, bundle: bundle) == "Favorite Players")
        #expect(kit.localized(key, bundle: bundle, width: 24) == "Fav. Players")
        #expect(kit.localized(key, bundle: bundle, width: 25) == "Favorite Players")
        #expect(kit.localized(key, bundle: bundle, width: 3) == "Fav. Players")
        #expect(kit.localized("competition.tab.favorite-teams", bundle: bundle, width: 20) == "Fav. Teams")
        // The plurals of the same file still resolve.
        #expect(kit.localized("feed.subscription.count", bundle: bundle, arguments: [2 as Int]) == "2 subscriptions")
    }

    /// Xcode compiles `.stringsdict` files to binary property lists: their width rules are read too.
    @Test func binaryPropertyList() throws {
        let tree = try PropertyListSerialization.propertyList(from: Data(Self.handMade.utf8), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: tree, format: .binary, options: 0)
        let bundle = try bundle([("en.lproj/Localizable.stringsdict", binary)])
        let kit = TestSupport.kit(bundle: bundle)
        #expect(kit.localized("hello", bundle: bundle, width: 30) == "Hello")
        #expect(kit.localized("hello", bundle: bundle) == "Greetings and Salutations")
    }
}
