import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
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

    /// The first test is on bytes: non-ASCII whitespace at an edge (U+00A0, U+3000, U+2028) and
    /// line breaks of two and three bytes (U+0085, U+2029) must reach the full comparison.
    @Test(arguments: [
        ("\u{00A0}Name", "Name", "the development value starts with whitespace and the translation does not"),
        ("Name", "名前\u{3000}", "the translation ends with whitespace and the development value does not"),
        ("Name\u{2028}", "Name", "the development value ends with whitespace and the translation does not"),
        ("A\u{0085}B", "A B", "the translation has 0 line breaks where the development value has 1 line break"),
        ("A B", "A\u{2029}B", "the translation has 1 line break where the development value has 0 line breaks"),
    ])
    func nonASCIIWhitespaceAndBreaksAreSeen(source: String, translation: String, message: String) {
        #expect(TextPairFixture.problems(WhitespaceMismatch(), source, translation, language: "de") == [message])
    }

    /// Line breaks are counted eight bytes at a time, then the rest: breaks in either part, and the
    /// multi-byte ones across a word's edge, must count.
    @Test(arguments: [
        ("One line\nand the second\rthird\nend", "Eine Zeile und die zweite\rdritte\nEnde", 2, 3),
        ("Short\n", "Kurz", 0, 0),
        ("Seven b\u{2028}ytes then more text", "Sieben Bytes dann mehr Text", 0, 1),
        ("Abcdefg\u{0085}hijklmn", "Abcdefg hijklmn", 0, 1),
        ("0123456789abcde\n", "0123456789abcde\n", 0, 0),
    ])
    func breaksAreCountedAcrossWords(source: String, translation: String, actual: Int, expected: Int) {
        let found = TextPairFixture.problems(WhitespaceMismatch(), source, translation, language: "de")
        let message =
            "the translation has \(actual) line break\(actual == 1 ? "" : "s") where the development value "
            + "has \(expected) line break\(expected == 1 ? "" : "s")"
        #expect(found.filter { $0.contains("line break") } == (actual == expected ? [] : [message]))
    }

    /// `lineBreaks(in:)` counts as the definition reads: the breaks between the first and the last
    /// scalar that is not whitespace, CR LF as one; here written the plain way, over the scalars.
    @Test(arguments: [
        "", "\n", " \r\n ", "a\nb", "a\r\nb", "a\n\rb", "a\r\rb", "a\r", "\r\na\r\n", "a\u{2028}b\u{85}c\u{0B}d\u{0C}e",
        "a \u{2029} b\r", "\u{A0}x\ny\u{3000}", "e\u{301}\r\n\r\nf",
    ])
    func lineBreaksAreTheBreaksInsideTheText(text: String) {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return #expect(WhitespaceMismatch.lineBreaks(in: text) == 0) }
        let inside = scalars[first...last]
        let breaks = inside.indices.filter { index in
            let isBreak = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(inside[index].value)
            let isCRBeforeLF = inside[index] == "\r" && index + 1 <= last && inside[index + 1] == "\n"
            return isBreak && !isCRBeforeLF
        }
        #expect(WhitespaceMismatch.lineBreaks(in: text) == breaks.count)
    }

    @Test func fixtureFiresAtTheTranslationsAndItsTwinIsClean() {
        let lines = TextPairFixture.firingLines(WhitespaceMismatch.self, markers: ["1️⃣", "2️⃣"])
        #expect(lines.found == lines.expected)
        #expect(TextPairFixture.cleanFindings(WhitespaceMismatch.self).isEmpty)
    }
}
