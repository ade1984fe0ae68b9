/// Splits the UTF-8 text of a `.strings` file into tokens, decoding quoted strings and their escapes.
///
/// Works on raw bytes: an unescaped quoted string becomes a `String` in one copy, an escaped one through
/// a reused scratch buffer. Lexical faults (unterminated string or comment, bad escape) are recorded in
/// ``diagnostics`` and lexing goes on.
struct StringsLexer {
    let bytes: UnsafeBufferPointer<UInt8>
    private var text: LocatedText
    private(set) var diagnostics: [Diagnostic] = []
    private var index = 0
    private var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        text = LocatedText(bytes: bytes, file: file)
    }

    /// The location of the byte at `offset`; cheapest when asked in increasing order.
    mutating func location(at offset: Int) -> SourceLocation { text.location(at: offset) }

    /// The line of the byte at `offset`.
    mutating func line(at offset: Int) -> Int { text.line(at: offset) }

    mutating func report(_ message: String, at offset: Int) {
        diagnostics.append(.syntax(message, at: location(at: offset)))
    }

    /// The next token, skipping whitespace; `.end` at the end of the text (and after).
    mutating func next() -> StringsToken {
        skipWhitespace()
        let start = index
        guard start < bytes.count else { return StringsToken(kind: .end, start: start, end: start) }
        let byte = bytes[start]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return lexQuoted(quote: byte)
        case UInt8(ascii: "="):
            index += 1
            return StringsToken(kind: .equals, start: start, end: index)
        case UInt8(ascii: ";"):
            index += 1
            return StringsToken(kind: .semicolon, start: start, end: index)
        case UInt8(ascii: "/") where start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "*"):
            return lexBlockComment()
        case UInt8(ascii: "/") where start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            return StringsToken(kind: .lineComment, start: start, end: index)
        default:
            if Self.isUnquotedCharacter(byte) { return lexUnquoted() }
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            return StringsToken(kind: .stray, start: start, end: index)
        }
    }

    /// The next token that is not a comment.
    mutating func nextSkippingComments() -> StringsToken {
        while true {
            let token = next()
            if token.kind != .blockComment && token.kind != .lineComment { return token }
        }
    }

    /// The characters Foundation allows in an unquoted string: `A-Z a-z 0-9 _ $ / : . -`.
    @inline(__always)
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// Skips ASCII white space and the Unicode separators U+2028, U+2029 and U+FEFF.
    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case 0xE2
            where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                index += 3
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                index += 3
            default:
                return
            }
        }
    }

    private mutating func lexUnquoted() -> StringsToken {
        let start = index
        while index < bytes.count, Self.isUnquotedCharacter(bytes[index]) { index += 1 }
        let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return StringsToken(kind: .string, start: start, end: index, text: value)
    }

    private mutating func lexBlockComment() -> StringsToken {
        let start = index
        index += 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                return StringsToken(kind: .blockComment, start: start, end: index)
            }
            index += 1
        }
        index = bytes.count
        report("unterminated comment: '/*' has no matching '*/'", at: start)
        return StringsToken(kind: .blockComment, start: start, end: index, isUnterminated: true)
    }

    private mutating func lexQuoted(quote: UInt8) -> StringsToken {
        let start = index
        index += 1
        let contentStart = index
        // Fast path: no escapes, one copy into the String. Eight bytes at a time while none is the quote
        // or a backslash.
        index = Self.skipPlain(bytes, from: index, quote: quote)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote || byte == UInt8(ascii: "\\") { break }
            index += 1
        }
        if index < bytes.count, bytes[index] == quote {
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
            index += 1
            return StringsToken(kind: .string, start: start, end: index, text: value, isQuoted: true)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        while index < bytes.count {
            if bytes[index] == quote {
                index += 1
                let value = String(decoding: scratch, as: UTF8.self)
                return StringsToken(kind: .string, start: start, end: index, text: value, isQuoted: true)
            }
            lexEscape()
            // The plain run up to the next quote or backslash, copied at once.
            let runStart = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == quote || byte == UInt8(ascii: "\\") { break }
                index += 1
            }
            if index > runStart { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
        }
        report("unterminated string: the closing \(quote == UInt8(ascii: "'") ? "'" : "\"") is missing", at: start)
        // Recover on the line after the opening quote, so that the entries below are still read.
        index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return StringsToken(kind: .string, start: start, end: index, isQuoted: true, isUnterminated: true)
    }

    /// The first offset from `start` whose byte may be `quote` or a backslash, found a word at a time
    /// (the byte loop after it decides).
    @inline(__always)
    private static func skipPlain(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let quotes = UInt64(quote) &* 0x0101_0101_0101_0101
        let backslashes: UInt64 = 0x5C5C_5C5C_5C5C_5C5C
        var offset = start
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            let a = word ^ quotes
            let b = word ^ backslashes
            let zeroA = (a &- 0x0101_0101_0101_0101) & ~a
            let zeroB = (b &- 0x0101_0101_0101_0101) & ~b
            if (zeroA | zeroB) & 0x8080_8080_8080_8080 != 0 { return offset }
            offset += 8
        }
        return offset
    }

    /// Decodes the escape at `index` (a backslash) into `scratch`, as Foundation does.
    private mutating func lexEscape() {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"), UInt8(ascii: "\n"): scratch.append(0x0A)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "a"): scratch.append(0x07)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "v"): scratch.append(0x0B)
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): scratch.append(byte)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            if value > 0o377 {
                report("bad escape: octal escape '\\\(String(value, radix: 8))' is above \\377", at: escapeStart)
            }
            TextDecoder.appendUTF8(OctalEscapeTable.scalars[value & 0xFF], to: &scratch)
        case UInt8(ascii: "U"):
            lexUnicodeEscape(escapeStart: escapeStart)
        default:
            let shown = byte < 0x80 ? String(UnicodeScalar(byte)) : "…"
            report("bad escape: unknown escape sequence '\\\(shown)'", at: escapeStart)
            scratch.append(byte)
        }
    }

    /// `\U` followed by up to four hex digits: one UTF-16 code unit; two escapes may form a surrogate pair.
    private mutating func lexUnicodeEscape(escapeStart: Int) {
        guard let unit = hexDigits() else {
            report("bad escape: '\\U' must be followed by hexadecimal digits", at: escapeStart)
            scratch.append(0)
            return
        }
        var scalar = unit
        if unit & 0xFC00 == 0xD800 {
            let save = index
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "U") {
                index += 2
                if let low = hexDigits(), low & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    index = save
                }
            }
            if index == save {
                report(
                    "bad escape: high surrogate '\\U\(String(unit, radix: 16))' is not followed by a low one",
                    at: escapeStart)
                scalar = 0xFFFD
            }
        } else if unit & 0xFC00 == 0xDC00 {
            report("bad escape: low surrogate '\\U\(String(unit, radix: 16))' without a high one", at: escapeStart)
            scalar = 0xFFFD
        }
        TextDecoder.appendUTF8(scalar, to: &scratch)
    }

    /// Up to four hexadecimal digits at `index`, or nil when there is none.
    private mutating func hexDigits() -> UInt32? {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, index < bytes.count {
            let byte = bytes[index]
            let decimal = byte &- UInt8(ascii: "0")
            let letter = (byte | 0x20) &- UInt8(ascii: "a")
            let digit: UInt8
            if decimal < 10 {
                digit = decimal
            } else if letter < 6 {
                digit = letter + 10
            } else {
                break
            }
            value = value << 4 | UInt32(digit)
            index += 1
            digits += 1
        }
        return digits == 0 ? nil : value
    }
}
