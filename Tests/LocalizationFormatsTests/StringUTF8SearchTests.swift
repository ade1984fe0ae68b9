import Testing

@testable import LocalizationFormats

/// The byte-level string helpers that the hot paths use in place of generic standard-library calls
/// must answer as those calls do.
@Suite struct StringUTF8SearchTests {
    static let strings = [
        "", "a", "ab", "b", "B", "a b", "Z", "é", "e\u{301}", "ẞ", "ß", "ss", "日本", "日本語", "😀", "😀a", "\u{FFFF}",
        "\u{10000}", "\u{7F}", "\u{80}", "a\u{0}", "key.name", "key_name", "keyName", "Ä", "A\u{308}",
    ]

    @Test func precedesByScalarsIsTheUnicodeScalarOrder() {
        for one in Self.strings {
            for other in Self.strings {
                #expect(
                    one.precedesByScalars(other) == one.unicodeScalars.lexicographicallyPrecedes(other.unicodeScalars),
                    "\(one.debugDescription) \(other.debugDescription)")
            }
        }
        // Not `<`: canonically equivalent strings are distinct keys, in scalar order.
        #expect("A\u{308}".precedesByScalars("Ä") && !("A\u{308}" < "Ä"))
    }

    @Test func containsUTF8FindsTheByte() {
        for string in Self.strings {
            #expect(string.containsUTF8(UInt8(ascii: ".")) == string.utf8.contains(UInt8(ascii: ".")))
            #expect(string.containsUTF8(0xCC) == string.utf8.contains(0xCC))
        }
    }
}
