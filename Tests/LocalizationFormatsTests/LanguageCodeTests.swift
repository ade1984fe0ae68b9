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
