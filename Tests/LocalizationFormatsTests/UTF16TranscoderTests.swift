import Foundation
import Testing

@testable import LocalizationFormats

/// The UTF-16 decoder against the standard library's repairing decoder, on random units: ASCII runs
/// of every length around the sixteen-unit fast path, other BMP text, valid pairs and lone surrogates.
@Suite struct UTF16TranscoderTests {
    @Test(arguments: [false, true])
    func decodesAsTheStandardLibraryRepairs(bigEndian: Bool) {
        var generator = SystemRandomNumberGenerator()
        let pool: [[UInt16]] = [
            [0x41], [0x20, 0x22], Array("abcdefghij".utf16), [0xE9], [0x4E2D], [0xD83D, 0xDE00], [0xD83D], [0xDE00],
            [0x7F], [0x80], [0xFFFD], [0x0A],
        ]
        for _ in 0..<300 {
            let units = (0..<Int.random(in: 0..<40, using: &generator)).flatMap { _ in
                pool.randomElement(using: &generator)!
            }
            let bytes =
                [0xFF, 0xFE].reversed(bigEndian)
                + units.flatMap { unit in
                    bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
                }
            let decoder = TextDecoder(Data(bytes), file: "t.strings")
            let expected = String(decoding: units, as: UTF16.self)
            #expect(String(decoding: decoder.utf8, as: UTF8.self) == expected, "\(units)")
            let lone =
                expected.unicodeScalars.filter { $0 == "\u{FFFD}" }.count
                - units.filter { $0 == 0xFFFD }.count
            #expect(decoder.diagnostics.count == lone)
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate func reversed(_ condition: Bool) -> [UInt8] { condition ? reversed() : self }
}
