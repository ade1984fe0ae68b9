import Foundation

extension TextDecoder {
    /// Calls `body` with the bytes of `data` without its byte order mark when it looks like UTF-8 (with or
    /// without a byte order mark), in place and not validated; nil for any other encoding.
    ///
    /// `body` must check the bytes it uses as text and return nil when one is not valid UTF-8; the caller
    /// then decodes `data` with ``init(_:file:)``.
    static func withUncheckedUTF8<Result>(
        of data: Data, _ body: (_ text: UnsafeBufferPointer<UInt8>) -> Result?
    ) -> Result? {
        data.withUnsafeBytes { raw in
            let input = raw.assumingMemoryBound(to: UInt8.self)
            switch detectEncoding(input) {
            case .utf8: return body(input)
            case .utf8WithBOM: return body(UnsafeBufferPointer(rebasing: input[3...]))
            default: return nil
            }
        }
    }

    /// Whether `bytes` are valid UTF-8; ASCII is checked sixteen bytes at a time.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 16 <= count {
                let first = UnalignedWord.load64(base + index)
                let second = UnalignedWord.load64(base + index + 8)
                if (first | second) & 0x8080_8080_8080_8080 == 0 {
                    index += 16
                    continue
                }
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // Two-byte sequences (Latin, Greek, Cyrillic, Arabic, Hebrew…) without the general switch.
            if lead >= 0xC2, lead <= 0xDF, index + 1 < count, base[index + 1] & 0xC0 == 0x80 {
                index += 2
                continue
            }
            let length = validSequenceLength(bytes, at: index)
            if length == 0 { return false }
            index += length
        }
        return true
    }
}
