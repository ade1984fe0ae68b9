import Foundation
import Testing

@testable import LocalizationFormats

/// UTF-8 is read in place without a validation pass: the lexer checks the bytes it uses, and any invalid
/// one sends the file to ``TextDecoder``. Wherever the invalid bytes are, the result must be that of the
/// decoded text: one U+FFFD per invalid byte and an `encoding` error at its place.
@Suite struct StringsReaderInPlaceTests {
    /// The reader's result on text that was decoded first, the reference for the in-place path.
    private func decodedReference(_ data: Data) -> StringsFile {
        let decoder = TextDecoder(data, file: "t.strings")
        var reference = StringsReader.read(Data(decoder.utf8), file: "t.strings")
        reference.diagnostics = (decoder.diagnostics + reference.diagnostics).sortedByPosition()
        return reference
    }

    @Test(
        arguments: [
            // In a plain string; a maximal invalid subpart that String(decoding:) replaces by one U+FFFD of
            // the same length (F0 90 80), where the decoder gives one per byte.
            [0x22, 0x61, 0x22, 0x3D, 0x22, 0x78, 0xFF, 0x79, 0x22, 0x3B],
            [0x22, 0x61, 0x22, 0x3D, 0x22, 0xF0, 0x90, 0x80, 0x22, 0x3B],
            // In an escaped string, and an invalid lead byte joined to a continuation byte by an escape.
            [0x22, 0x61, 0x22, 0x3D, 0x22, 0x5C, 0x6E, 0xE2, 0x82, 0x22, 0x3B],
            [0x22, 0x61, 0x22, 0x3D, 0x22, 0xC3, 0x5C, 0xA9, 0x22, 0x3B],
            // In a comment, a line comment, a stray character, and after an unterminated string.
            [0x2F, 0x2A, 0xFF, 0x2A, 0x2F, 0x0A, 0x22, 0x61, 0x22, 0x3D, 0x22, 0x62, 0x22, 0x3B],
            [0x2F, 0x2F, 0xC3, 0x0A, 0x22, 0x61, 0x22, 0x3D, 0x22, 0x62, 0x22, 0x3B],
            [0xFE, 0x22, 0x61, 0x22, 0x3D, 0x22, 0x62, 0x22, 0x3B],
            [0x22, 0x61, 0x22, 0x3D, 0x22, 0xFF, 0x0A, 0x63, 0x3D, 0x64, 0x3B],
            // After a byte order mark, in a key.
            [0xEF, 0xBB, 0xBF, 0x22, 0x61, 0xC0, 0xAF, 0x22, 0x3D, 0x22, 0x62, 0x22, 0x3B],
        ] as [[UInt8]])
    func invalidBytesAnywhereGiveTheDecodedResult(bytes: [UInt8]) {
        let data = Data(bytes)
        let file = StringsReader.read(data, file: "t.strings")
        let reference = decodedReference(data)
        #expect(file.entries == reference.entries)
        #expect(file.diagnostics == reference.diagnostics)
        #expect(file.diagnostics.contains { $0.rule == .encoding })
        let values = StringsReader.readValues(data, file: "t.strings")
        #expect(values.values == reference.values)
        #expect(values.diagnostics == reference.diagnostics)
    }

    @Test func sameLengthReplacementIsNotMistakenForText() {
        let file = StringsReader.read(Data([0x22, 0x61, 0x22, 0x3D, 0x22, 0xF0, 0x90, 0x80, 0x22, 0x3B]), file: "t")
        #expect(file.values == ["a": "\u{FFFD}\u{FFFD}\u{FFFD}"])
        #expect(file.diagnostics.map(\.message) == ["invalid UTF-8: 3 bytes replaced by U+FFFD"])
    }

    @Test func validTextWithReplacementCharactersStaysInPlace() {
        // U+FFFD written in the file is text like any other.
        let text = "/* \u{FFFD} */\n\"a\u{FFFD}\" = \"\u{FFFD}\\n\";"
        let file = StringsReader.read(text, file: "t")
        #expect(file.diagnostics.isEmpty)
        #expect(file.values == ["a\u{FFFD}": "\u{FFFD}\n"])
        #expect(file.entries.first?.comment == "\u{FFFD}")
    }
}
