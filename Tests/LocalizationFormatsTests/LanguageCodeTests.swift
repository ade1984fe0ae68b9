import Foundation
import LocalizationFormats
import Testing

@Test(arguments: [
    ("zh_Hans", "zh-Hans"), ("zh-hans", "zh-Hans"), ("pt-br", "pt-BR"), ("sr-EC", "sr-EC"), ("be-tarask", "be-tarask"),
    ("tg-cyrl", "tg-Cyrl"), ("ku-latn", "ku-Latn"), ("Base", "Base"), ("en", "en"), ("es-419", "es-419"),
])
func languageFolderSpellingsAreNormalized(input: String, expected: String) {
    #expect(LanguageCode.normalize(input) == expected)
}

@Test func fallbackChainGoesFromSpecificToGeneral() {
    #expect(LanguageCode.fallbacks(of: "zh_Hant_HK") == ["zh-Hant-HK", "zh-Hant", "zh"])
    #expect(LanguageCode.base(of: "pt-br") == "pt")
}

@Suite struct SameLanguageTests {
    @Test(arguments: [
        ("en", "en-US", true), ("en-US", "en_us", true), ("en", "en-Latn-US", true), ("zh-Hans", "zh-CN", true),
        ("zh_Hant", "zh-TW", true), ("de", "de-DE", true), ("pt", "pt-BR", true), ("Base", "base", true),
        ("en", "en-GB", false), ("pt", "pt-PT", false), ("zh-Hans", "zh-Hant", false), ("en", "Base", false),
        ("sr", "sr-Latn", false), ("en", "de", false),
    ])
    func likelySubtagsDecide(first: String, second: String, same: Bool) {
        #expect(LanguageCode.isSameLanguage(first, second) == same)
        #expect(LanguageCode.isSameLanguage(second, first) == same)
    }
}
