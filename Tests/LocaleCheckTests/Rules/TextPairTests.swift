import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCheck

@Suite struct TextPairTests {
    /// Read on bytes for ASCII codes, by characters otherwise (a combining mark makes `-` part of
    /// another character, which then does not end the base language).
    @Test(arguments: [
        ("pt-BR", "pt"), ("zh_Hant", "zh"), ("de", "de"), ("", ""), ("-x", ""), ("sr-Latn-RS", "sr"),
        ("é-x", "é"), ("x-\u{301}y", "x-\u{301}y"),
    ])
    func baseLanguageIsTheCodeBeforeScriptOrRegion(language: String, base: String) {
        #expect(TextPair(source: "", translation: "", language: language).baseLanguage == base)
    }
}
