import Foundation

/// Plain runs of quoted strings, searched a word at a time, and the UTF-8 checks of unvalidated text.
extension StringsLexer {
    /// A string of the UTF-8 `bytes`, the text of the string just read (its source bytes are described by
    /// ``rawBits``); when ``checksUTF8``, notes whether they were invalid (replaced).
    /// - Parameter isEscaped: whether `bytes` were decoded from escapes (then they may not be ASCII even
    ///   when their source is).
    @inline(__always)
    mutating func makeText(_ bytes: UnsafeBufferPointer<UInt8>, isEscaped: Bool = false) -> String {
        let isASCIISource = rawBits & 0x8080_8080_8080_8080 == 0
        // Known to be valid: text validated before lexing, or ASCII source bytes (escapes decode to valid
        // UTF-8, except an unknown escape of a non-ASCII byte, which sets `needsValidatedText`).
        if !checksUTF8 || (isASCIISource && !needsValidatedText) {
            return Self.validText(bytes, isASCII: isASCIISource && !isEscaped)
        }
        let string = String(decoding: bytes, as: UTF8.self)
        if !needsValidatedText, !Self.isExactly(string, bytes) { needsValidatedText = true }
        return string
    }

    /// A string of `bytes`, which are valid UTF-8 (and ASCII when `isASCII`), without validating them again.
    @inline(__always)
    static func validText(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        // `UTF8Span` came with Swift 6.2 (the package's tools version is 6.1).
        #if compiler(>=6.2)
            if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
                return String(copying: unsafe UTF8Span(unchecked: unsafe bytes.span, isKnownASCII: isASCII))
            }
        #endif
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `string`'s UTF-8 is `bytes`.
    private static func isExactly(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard string.utf8.count == bytes.count else { return false }
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        let same = string.utf8.withContiguousStorageIfAvailable { utf8 in
            utf8.baseAddress.map { memcmp($0, base, bytes.count) == 0 } ?? false
        }
        return same ?? false
    }

    /// When ``checksUTF8``: notes whether the bytes from `start` to `index` are invalid UTF-8.
    mutating func checkUTF8(from start: Int) {
        if checksUTF8, !TextDecoder.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[start..<index])) {
            needsValidatedText = true
        }
    }

    /// Moves `index` to the next `quote` or backslash, or to the end, counting the line feeds it passes and
    /// noting the bytes in ``rawBits``.
    @inline(__always)
    mutating func skipPlainRun(quote: UInt8) {
        guard let base = bytes.baseAddress else { return }
        while true {
            index = Self.plainRunEnd(base, from: index, count: bytes.count, quote: quote, bits: &rawBits)
            guard index < bytes.count else { return }
            let byte = base[index]
            if byte == quote || byte == UInt8(ascii: "\\") { return }
            if byte == UInt8(ascii: "\n") { lineFeed(at: index) }
            rawBits |= UInt64(byte)
            index += 1
        }
    }

    /// The offset of the first `quote`, backslash or line feed from `start`, or of the last bytes (fewer
    /// than a word) before `count`; the words read are OR-ed into `bits`.
    ///
    /// The loop only adds 8 while the words are plain, so that the next load does not wait for the search
    /// in the previous word.
    /// - Parameter target: where to copy the words read, if anywhere; it must have room for all of them.
    @inline(__always)
    static func plainRunEnd(
        _ base: UnsafePointer<UInt8>, from start: Int, count: Int, quote: UInt8, bits: inout UInt64,
        copyingTo target: UnsafeMutablePointer<UInt8>? = nil
    ) -> Int {
        var offset = start
        var seen: UInt64 = 0
        defer { bits |= seen }
        while offset + 8 <= count {
            let word = UnalignedWord.load64(base + offset)
            if let target {
                UnalignedWord.store64(word, at: target + (offset - start))
            }
            seen |= word
            let special = specialBytes(word, quote: quote)
            if special != 0 { return offset + special.trailingZeroBitCount >> 3 }
            offset += 8
        }
        return offset
    }

    /// The high bit of each byte of `word` (little endian: its low bytes first) that may be `quote`, a
    /// backslash or a line feed; the lowest one set is exact.
    @inline(__always)
    private static func specialBytes(_ word: UInt64, quote: UInt8) -> UInt64 {
        let a = word ^ (UInt64(quote) &* 0x0101_0101_0101_0101)
        let b = word ^ 0x5C5C_5C5C_5C5C_5C5C
        let c = word ^ 0x0A0A_0A0A_0A0A_0A0A
        // A zero byte's high bit is set; a borrow may also set it in bytes above, but never below the first.
        return
            ((a &- 0x0101_0101_0101_0101) & ~a | (b &- 0x0101_0101_0101_0101) & ~b
            | (c &- 0x0101_0101_0101_0101) & ~c) & 0x8080_8080_8080_8080
    }
}
