import LocaleCheckReporting
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct WhitespaceMismatchTests {
    let check = WhitespaceMismatch()

    @Test(arguments: [
        ("Name: ", "Name:", "de", "the development value ends with whitespace and the translation does not"),
        (" (default)", "(Standard)", "de", "the development value starts with whitespace and the translation does not"),
        ("Unpin", "Lösen ", "es", "the translation ends with whitespace and the development value does not"),
        (
            "First\nSecond", "Erste Zweite", "de",
            "the translation has 0 line breaks where the development value has 1 line break"
        ),
        ("Name:\n", "名前：", "ja", "the development value ends with whitespace and the translation does not"),
    ])
    func differentWhitespaceIsReported(source: String, translation: String, language: String, message: String) {
        #expect(TextPairFixture.problems(check, source, translation, language: language).contains(message))
    }

    @Test(arguments: [
        ("Name: ", "Name:\u{00A0}", "de"),
        ("Name: ", "名前：", "ja"),
        ("First\nSecond", "Erste\n  Zweite", "de"),
        ("Line\r\nNext", "Zeile\nNächste", "de"),
        ("Plain", "Schlicht", "de"),
        ("You’re protected! ", "Sie sind geschützt!", "de"),
        ("Done. ", "Fertig.", "de"),
        (" ", "ac4994430d692e79", "ar"),
    ])
    func sameWhitespaceOrAllowedVariationIsClean(source: String, translation: String, language: String) {
        #expect(TextPairFixture.problems(check, source, translation, language: language).isEmpty)
    }

    @Test func fixtureFiresAtTheTranslationsAndItsTwinIsClean() {
        let lines = TextPairFixture.firingLines(WhitespaceMismatch.self, markers: ["1️⃣", "2️⃣"])
        #expect(lines.found == lines.expected)
        #expect(TextPairFixture.cleanFindings(WhitespaceMismatch.self).isEmpty)
    }
}
