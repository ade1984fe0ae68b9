import Foundation
import Testing

@testable import SwiftLocaleKit

@Suite struct LocaleKitLanguageTests {
    @Test(arguments: [
        ("zh_Hans", "zh-Hans", "zh"), ("en-US", "en-US", "en"), ("pt-br", "pt-BR", "pt"), ("de", "de", "de"),
        ("zh-Hant-HK", "zh-Hant-HK", "zh"),
    ])
    func codesAreNormalized(input: String, code: String, shortCode: String) {
        let language = LocaleKitLanguage(code: input)
        #expect(language.code == code)
        #expect(language.shortCode == shortCode)
        #expect(language.locale.identifier.replacingOccurrences(of: "_", with: "-").hasPrefix(shortCode))
    }

    @Test func equalByFullOrShortCode() {
        #expect(LocaleKitLanguage(code: "en") == LocaleKitLanguage(code: "en-US"))
        #expect(LocaleKitLanguage(code: "en-GB") == LocaleKitLanguage(code: "en-US"))
        #expect(LocaleKitLanguage(code: "zh-Hans") == LocaleKitLanguage(code: "zh_Hans"))
        #expect(LocaleKitLanguage(code: "de") != LocaleKitLanguage(code: "en"))
        #expect(LocaleKitLanguage(code: "pt-BR") != LocaleKitLanguage(code: "es-BR"))
    }

    /// `==` keeps the seed's rule (the short code decides, scripts and regions too); `isIdentical(to:)`
    /// tells the variants apart, after normalizing the spelling.
    @Test(arguments: [
        ("zh-Hans", "zh-Hant", true, false), ("pt-BR", "pt-PT", true, false), ("en", "en-US", true, false),
        ("zh_hans", "zh-Hans", true, true), ("pt-br", "pt-BR", true, true), ("de", "en", false, false),
    ])
    func equalityByShortCodeAndExactComparison(lhs: String, rhs: String, equal: Bool, identical: Bool) {
        let left = LocaleKitLanguage(code: lhs)
        let right = LocaleKitLanguage(code: rhs)
        #expect((left == right) == equal)
        #expect(left.isIdentical(to: right) == identical)
        #expect(right.isIdentical(to: left) == identical)
        #expect(Set([left, right]).count == (equal ? 1 : 2))
    }

    @Test func hashIsConsistentWithEquality() {
        let set: Set = [LocaleKitLanguage(code: "en"), LocaleKitLanguage(code: "en-US"), LocaleKitLanguage(code: "de")]
        #expect(set.count == 2)
        #expect(LocaleKitLanguage(code: "en").hashValue == LocaleKitLanguage(code: "en-GB").hashValue)
        #expect(set.contains(LocaleKitLanguage(code: "de-AT")))
    }

    @Test func codableAsItsCode() throws {
        let languages = [LocaleKitLanguage(code: "zh_Hans"), LocaleKitLanguage(code: "ar")]
        let data = try JSONEncoder().encode(languages)
        #expect(String(decoding: data, as: UTF8.self) == #"["zh-Hans","ar"]"#)
        let decoded = try JSONDecoder().decode([LocaleKitLanguage].self, from: data)
        #expect(decoded.map(\.code) == ["zh-Hans", "ar"])
    }

    @Test(arguments: [
        ("ar", Locale.LanguageDirection.rightToLeft), ("he", .rightToLeft), ("fa", .rightToLeft),
        ("en", .leftToRight), ("ja", .leftToRight), ("xx-unknown", .leftToRight), ("", .leftToRight),
    ])
    func characterDirection(code: String, direction: Locale.LanguageDirection) {
        #expect(LocaleKitLanguage(code: code).characterDirection == direction)
        #expect(LocaleKitLanguage(code: code).isRightToLeft == (direction == .rightToLeft))
    }

    @Test(arguments: [("de", "Deutsch"), ("ru", "русский"), ("ja", "日本語"), ("zh-Hans", "简体中文"), ("fr", "français")])
    func nativeNames(code: String, name: String) {
        #expect(LocaleKitLanguage(code: code).nativeName.lowercased() == name.lowercased())
    }

    @Test func namesInOtherLanguages() {
        #expect(LocaleKitLanguage(code: "de").name(in: Locale(identifier: "en")) == "German")
        #expect(LocaleKitLanguage(code: "en").name(in: Locale(identifier: "de")) == "Englisch")
    }
}
