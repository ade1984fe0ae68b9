import Foundation

/// Escaped strings and the escapes in them, as Foundation decodes them.
extension StringsLexer {
    /// Decodes a quoted string whose first escape is at `index` into ``text``; false when it is unterminated.
    ///
    /// The decoded text is never longer than its source (the longest escape, `\U` and four digits, gives at
    /// most three bytes), so the scratch buffer is made as long as what is left of the text, plus the
    /// slack of one word, once; it is allocated, not filled, so only the bytes written cost anything.
    mutating func lexEscapedRest(contentStart: Int, quote: UInt8) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        reserveScratch(bytes.count - contentStart + 8)
        // The loop's state in locals, written back around the calls that use it.
        let out = scratch
        let end = bytes.count
        var offset = index
        var bits = rawBits
        var count = offset - contentStart
        out.update(from: base + contentStart, count: count)
        while offset < end {
            let byte = base[offset]
            if byte == quote {
                index = offset + 1
                rawBits = bits
                text = makeText(UnsafeBufferPointer(start: out, count: count), isEscaped: true)
                return true
            }
            if byte == UInt8(ascii: "\\") {
                // The common escape, `\U` and four digits outside the surrogates, is decoded here.
                if offset + 6 <= end, base[offset + 1] == UInt8(ascii: "U"),
                    let unit = Self.fourHexDigits(at: base + offset + 2), unit & 0xF800 != 0xD800
                {
                    offset += 6
                    count += TextDecoder.storeUTF8(unit, at: out + count)
                } else {
                    index = offset
                    count = decodeEscape(into: out, at: count)
                    offset = index
                }
                continue
            }
            if byte == UInt8(ascii: "\n") { lineFeed(at: offset) }
            out[count] = byte
            bits |= UInt64(byte)
            count += 1
            offset += 1
            // The plain run up to the next quote, backslash or line feed, copied a word at a time (the
            // bytes after the run that a word carries are overwritten next).
            let runStart = offset
            offset = Self.plainRunEnd(base, from: offset, count: end, quote: quote, bits: &bits, copyingTo: out + count)
            count += offset - runStart
        }
        index = offset
        rawBits = bits
        return false
    }

    /// Grows the scratch buffer to hold at least `capacity` bytes (its content is not kept).
    @inline(__always)
    private mutating func reserveScratch(_ capacity: Int) {
        guard capacity > scratchCapacity else { return }
        scratch.deallocate()
        scratchCapacity = max(capacity, scratchCapacity * 2)
        scratch = .allocate(capacity: scratchCapacity)
    }

    /// Decodes the escape at `index` (a backslash) into `out` at `count`, as Foundation does; returns the
    /// new count.
    private mutating func decodeEscape(into out: UnsafeMutablePointer<UInt8>, at count: Int) -> Int {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { return count }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "U"):
            return count + TextDecoder.storeUTF8(unicodeEscape(escapeStart: escapeStart), at: out + count)
        case UInt8(ascii: "n"): out[count] = 0x0A
        case UInt8(ascii: "\n"):
            lineFeed(at: index - 1)
            out[count] = 0x0A
        case UInt8(ascii: "t"): out[count] = 0x09
        case UInt8(ascii: "r"): out[count] = 0x0D
        case UInt8(ascii: "a"): out[count] = 0x07
        case UInt8(ascii: "b"): out[count] = 0x08
        case UInt8(ascii: "f"): out[count] = 0x0C
        case UInt8(ascii: "v"): out[count] = 0x0B
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): out[count] = byte
        // `\/`: JSON's escape, which GlotPress writes for every slash. Foundation drops the backslash and
        // shows `/`, as meant: nothing to report.
        case UInt8(ascii: "/"): out[count] = byte
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            if value > 0o377 {
                reportEscape("bad escape: octal escape '\\\(String(value, radix: 8))' is above \\377", at: escapeStart)
            }
            return count + TextDecoder.storeUTF8(OctalEscapeTable.scalars[value & 0xFF], at: out + count)
        default:
            // The byte is kept alone: were it part of an invalid sequence, the bytes around it could form a
            // valid one in the text.
            if byte >= 0x80 {
                needsValidatedText = true
                lineMayHoldNonASCII = true
            }
            reportUnknownEscape(byte, at: escapeStart)
            out[count] = byte
        }
        return count + 1
    }

    /// An unknown escape: Foundation drops the backslash. Before a letter or a digit, the writer meant
    /// another escape (`\u203A` for `\U203A`, `\x41`), an error; before anything else (`\Č`, `\.`) the
    /// app shows the character, as meant, a warning.
    private mutating func reportUnknownEscape(_ byte: UInt8, at escapeStart: Int) {
        let character = escapedCharacter(at: index - 1)
        let lowercased = byte | 0x20
        let isLetter = lowercased >= UInt8(ascii: "a") && lowercased <= UInt8(ascii: "z")
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        guard isLetter || isDigit else {
            return reportEscape(
                "unknown escape '\\\(character)': Foundation drops the backslash and the app shows '\(character)'; write '\(character)' without it",
                at: escapeStart, severity: .warning)
        }
        if byte == UInt8(ascii: "u"), let unit = fourHexDigitsAhead(), let scalar = Unicode.Scalar(unit) {
            let digits = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + 4]), as: UTF8.self)
            return reportEscape(
                "unknown escape '\\u\(digits)': .strings knows '\\U', so the app shows 'u\(digits)' where '\(scalar)' was meant; write '\\U\(digits)'",
                at: escapeStart)
        }
        reportEscape(
            "unknown escape '\\\(character)': Foundation drops the backslash and the app shows '\(character)'",
            at: escapeStart)
    }

    /// The character whose first byte is at `offset`, for a message ("…" when it is not valid UTF-8).
    private func escapedCharacter(at offset: Int) -> String {
        let lead = bytes[offset]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard offset + length <= bytes.count else { return "…" }
        var decoder = UTF8()
        var iterator = bytes[offset..<offset + length].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "…" }
        return String(Character(scalar))
    }

    /// The value of four hexadecimal digits at `index` (not consumed), or nil.
    private func fourHexDigitsAhead() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in index..<index + 4 {
            guard let digit = Self.hexValue(bytes[offset]) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The scalar of `\U` followed by up to four hex digits: one UTF-16 code unit; two escapes may form a
    /// surrogate pair. A fault is reported and gives U+0000 (no digits) or U+FFFD (a lone surrogate).
    private mutating func unicodeEscape(escapeStart: Int) -> UInt32 {
        guard let unit = hexDigits() else {
            reportEscape("bad escape: '\\U' must be followed by hexadecimal digits", at: escapeStart)
            return 0
        }
        if unit & 0xF800 != 0xD800 { return unit }
        if unit & 0xFC00 == 0xDC00 {
            reportEscape(
                "bad escape: low surrogate '\\U\(String(unit, radix: 16))' without a high one", at: escapeStart)
            return 0xFFFD
        }
        let save = index
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "U") {
            index += 2
            if let low = hexDigits(), low & 0xFC00 == 0xDC00 {
                return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            }
            index = save
        }
        reportEscape(
            "bad escape: high surrogate '\\U\(String(unit, radix: 16))' is not followed by a low one",
            at: escapeStart)
        return 0xFFFD
    }

    /// Up to four hexadecimal digits at `index`, or nil when there is none.
    @inline(__always)
    private mutating func hexDigits() -> UInt32? {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, index < bytes.count {
            guard let digit = Self.hexValue(bytes[index]) else { break }
            value = value << 4 | UInt32(digit)
            index += 1
            digits += 1
        }
        return digits == 0 ? nil : value
    }

    /// The value of the four hexadecimal digits at `digits`, or nil when one of them is not a digit.
    @inline(__always)
    private static func fourHexDigits(at digits: UnsafePointer<UInt8>) -> UInt32? {
        // The four bytes at once. Each must be ASCII and in `0-9`, or in `a-f` once lowercased: adding
        // 0x80 - low sets a byte's high bit when it is at least `low`, without a carry into the next byte.
        let word = UnalignedWord.load32(digits)
        let lower = word | 0x2020_2020
        let digits = (word &+ 0x5050_5050) & ~(word &+ 0x4646_4646)
        let letters = (lower &+ 0x1F1F_1F1F) & ~(lower &+ 0x1919_1919)
        guard word & 0x8080_8080 == 0, (digits | letters) & 0x8080_8080 == 0x8080_8080 else { return nil }
        // A digit's value is its low nibble; a letter's is its low nibble + 9 (bit 6 is set in letters only).
        let nibbles = (word & 0x0F0F_0F0F) &+ (word >> 6 & 0x0101_0101) &* 9
        // The first byte is the most significant digit.
        return (nibbles & 0xFF) << 12 | (nibbles >> 8 & 0xFF) << 8 | (nibbles >> 16 & 0xFF) << 4 | nibbles >> 24
    }

    @inline(__always)
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        let decimal = byte &- UInt8(ascii: "0")
        if decimal < 10 { return decimal }
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        return letter < 6 ? letter + 10 : nil
    }
}
