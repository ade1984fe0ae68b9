/// Splits the UTF-8 text of a `.strings` file into tokens, decoding quoted strings and their escapes.
///
/// Works on raw bytes in one forward pass: it counts lines as it goes, so every token knows its lines and
/// a location costs only the count of the columns before it on its line. The decoded value of a
/// `.string` token is built once (an unescaped string in one copy, an escaped one through a reused
/// scratch buffer) and handed out by ``takeText()``. Lexical faults (unterminated string or comment, bad
/// escape) are recorded in ``diagnostics`` and lexing goes on.
struct StringsLexer: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private var index = 0
    /// The line of `index`, and the offset of that line's first byte.
    private var line = 1
    private var lineStart = 0
    private var columns = ColumnCounter()
    /// The decoded value of the last `.string` token, until taken.
    private var text = ""
    /// Where escaped strings are decoded.
    private var scratch: UnsafeMutablePointer<UInt8>
    private var scratchCapacity = 256

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
        scratch = .allocate(capacity: scratchCapacity)
    }

    deinit { scratch.deallocate() }

    /// The decoded value of the last `.string` token (empty for an unterminated one); empty once taken.
    mutating func takeText() -> String {
        var taken = ""
        swap(&taken, &text)
        return taken
    }

    /// The location of the byte at `offset`, which is on the line `line` starting at offset `lineStart`.
    mutating func location(at offset: Int, line: Int, lineStart: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: columns.column(at: offset, lineStart: lineStart, in: bytes))
    }

    /// The location of the token's first byte.
    mutating func startLocation(of token: StringsToken) -> SourceLocation {
        location(at: token.start, line: token.startLine, lineStart: token.startLineStart)
    }

    /// The location just after the token.
    mutating func endLocation(of token: StringsToken) -> SourceLocation {
        location(at: token.end, line: token.endLine, lineStart: token.endLineStart)
    }

    private mutating func report(_ message: String, at offset: Int, line: Int, lineStart: Int) {
        diagnostics.append(.syntax(message, at: location(at: offset, line: line, lineStart: lineStart)))
    }

    /// Reports a fault at `offset`, on the line the lexer is on.
    private mutating func report(_ message: String, at offset: Int) {
        report(message, at: offset, line: line, lineStart: lineStart)
    }

    /// The next token, skipping whitespace; `.end` at the end of the text (and after).
    mutating func next() -> StringsToken {
        skipWhitespace()
        let start = index
        guard start < bytes.count else { return token(.end, from: start) }
        let byte = bytes[start]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return lexQuoted(quote: byte)
        case UInt8(ascii: "="):
            index += 1
            return token(.equals, from: start)
        case UInt8(ascii: ";"):
            index += 1
            return token(.semicolon, from: start)
        case UInt8(ascii: "/") where start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "*"):
            return lexBlockComment()
        case UInt8(ascii: "/") where start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            return token(.lineComment, from: start)
        default:
            if Self.isUnquotedCharacter(byte) { return lexUnquoted() }
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            return token(.stray, from: start)
        }
    }

    /// The next token that is not a comment.
    mutating func nextSkippingComments() -> StringsToken {
        while true {
            let token = next()
            if token.kind != .blockComment && token.kind != .lineComment { return token }
        }
    }

    /// A token from `start` to `index`, both on the current line.
    @inline(__always)
    private func token(_ kind: StringsToken.Kind, from start: Int) -> StringsToken {
        StringsToken(kind, start: start, end: index, line: line, lineStart: lineStart)
    }

    /// A token from `start` on `startLine` to `index` on the current line.
    @inline(__always)
    private func token(
        _ kind: StringsToken.Kind, from start: Int, line startLine: Int, lineStart startLineStart: Int
    ) -> StringsToken {
        var token = StringsToken(kind, start: start, end: index, line: startLine, lineStart: startLineStart)
        token.endLine = line
        token.endLineStart = lineStart
        return token
    }

    /// Counts the line feed at `offset`.
    @inline(__always)
    private mutating func lineFeed(at offset: Int) {
        line += 1
        lineStart = offset + 1
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
            case UInt8(ascii: "\n"):
                lineFeed(at: index)
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
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
        text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return token(.string, from: start)
    }

    private mutating func lexBlockComment() -> StringsToken {
        let start = index
        let startLine = line
        let startLineStart = lineStart
        index += 2
        while index + 1 < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                return token(.blockComment, from: start, line: startLine, lineStart: startLineStart)
            }
            if byte == UInt8(ascii: "\n") { lineFeed(at: index) }
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { lineFeed(at: index) }
        index = bytes.count
        report(
            "unterminated comment: '/*' has no matching '*/'", at: start, line: startLine, lineStart: startLineStart)
        var comment = token(.blockComment, from: start, line: startLine, lineStart: startLineStart)
        comment.isUnterminated = true
        return comment
    }

    private mutating func lexQuoted(quote: UInt8) -> StringsToken {
        let start = index
        let startLine = line
        let startLineStart = lineStart
        index += 1
        let contentStart = index
        // Fast path: no escapes, one copy into the String.
        skipPlainRun(quote: quote)
        if index < bytes.count, bytes[index] == quote {
            text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
            index += 1
            var string = token(.string, from: start, line: startLine, lineStart: startLineStart)
            string.isQuoted = true
            return string
        }
        if index < bytes.count, lexEscapedRest(contentStart: contentStart, quote: quote) {
            var string = token(.string, from: start, line: startLine, lineStart: startLineStart)
            string.isQuoted = true
            return string
        }
        report(
            "unterminated string: the closing \(quote == UInt8(ascii: "'") ? "'" : "\"") is missing", at: start,
            line: startLine, lineStart: startLineStart)
        // Recover on the line after the opening quote, so that the entries below are still read.
        line = startLine
        lineStart = startLineStart
        index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        text = ""
        var string = token(.string, from: start, line: startLine, lineStart: startLineStart)
        string.isQuoted = true
        string.isUnterminated = true
        return string
    }

    /// Decodes a quoted string whose first escape is at `index` into ``text``; false when it is unterminated.
    private mutating func lexEscapedRest(contentStart: Int, quote: UInt8) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var count = index - contentStart
        reserveScratch(count + 4)
        scratch.update(from: base + contentStart, count: count)
        while index < bytes.count {
            if bytes[index] == quote {
                text = String(decoding: UnsafeBufferPointer(start: scratch, count: count), as: UTF8.self)
                index += 1
                return true
            }
            // An escape gives at most four bytes.
            count = decodeEscape(into: scratch, at: count)
            // The plain run up to the next quote or backslash, copied at once.
            let runStart = index
            skipPlainRun(quote: quote)
            reserveScratch(count + index - runStart + 4)
            (scratch + count).update(from: base + runStart, count: index - runStart)
            count += index - runStart
        }
        return false
    }

    /// Grows the scratch buffer to hold at least `capacity` bytes, keeping its content.
    @inline(__always)
    private mutating func reserveScratch(_ capacity: Int) {
        guard capacity > scratchCapacity else { return }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity, scratchCapacity * 2))
        grown.update(from: scratch, count: scratchCapacity)
        scratch.deallocate()
        scratch = grown
        scratchCapacity = max(capacity, scratchCapacity * 2)
    }

    /// Moves `index` to the next `quote` or backslash, or to the end, counting the line feeds it passes.
    @inline(__always)
    private mutating func skipPlainRun(quote: UInt8) {
        while true {
            index = Self.skipPlain(bytes, from: index, quote: quote)
            let stop = min(index + 8, bytes.count)
            while index < stop {
                let byte = bytes[index]
                if byte == quote || byte == UInt8(ascii: "\\") { return }
                if byte == UInt8(ascii: "\n") { lineFeed(at: index) }
                index += 1
            }
            if index >= bytes.count { return }
        }
    }

    /// The first offset from `start` whose 8-byte word may hold `quote`, a backslash or a line feed, or
    /// where fewer than 8 bytes are left.
    @inline(__always)
    private static func skipPlain(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let quotes = UInt64(quote) &* 0x0101_0101_0101_0101
        let backslashes: UInt64 = 0x5C5C_5C5C_5C5C_5C5C
        let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        var offset = start
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            let a = word ^ quotes
            let b = word ^ backslashes
            let c = word ^ lineFeeds
            let zeroA = (a &- 0x0101_0101_0101_0101) & ~a
            let zeroB = (b &- 0x0101_0101_0101_0101) & ~b
            let zeroC = (c &- 0x0101_0101_0101_0101) & ~c
            if (zeroA | zeroB | zeroC) & 0x8080_8080_8080_8080 != 0 { return offset }
            offset += 8
        }
        return offset
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
            // Fast path: four digits and no surrogate.
            if index + 4 <= bytes.count, let unit = fourHexDigits(at: index), unit & 0xF800 != 0xD800 {
                index += 4
                return count + TextDecoder.storeUTF8(unit, at: out + count)
            }
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
            return count + TextDecoder.storeUTF8(OctalEscapeTable.scalars[value & 0xFF], at: out + count)
        default:
            let shown = byte < 0x80 ? String(UnicodeScalar(byte)) : "…"
            report("bad escape: unknown escape sequence '\\\(shown)'", at: escapeStart)
            out[count] = byte
        }
        return count + 1
    }

    /// The scalar of `\U` followed by up to four hex digits: one UTF-16 code unit; two escapes may form a
    /// surrogate pair. A fault is reported and gives U+0000 (no digits) or U+FFFD (a lone surrogate).
    private mutating func unicodeEscape(escapeStart: Int) -> UInt32 {
        guard let unit = hexDigits() else {
            report("bad escape: '\\U' must be followed by hexadecimal digits", at: escapeStart)
            return 0
        }
        if unit & 0xF800 != 0xD800 { return unit }
        if unit & 0xFC00 == 0xDC00 {
            report("bad escape: low surrogate '\\U\(String(unit, radix: 16))' without a high one", at: escapeStart)
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
        report(
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

    /// The value of the four hexadecimal digits at `offset`, or nil when one of them is not a digit.
    @inline(__always)
    private func fourHexDigits(at offset: Int) -> UInt32? {
        var value: UInt32 = 0
        var valid = true
        for position in offset..<offset + 4 {
            let byte = bytes[position]
            let decimal = byte &- UInt8(ascii: "0")
            let letter = (byte | 0x20) &- UInt8(ascii: "a")
            valid = valid && (decimal < 10 || letter < 6)
            value = value << 4 | UInt32(decimal < 10 ? decimal : letter &+ 10)
        }
        return valid ? value : nil
    }

    @inline(__always)
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        let decimal = byte &- UInt8(ascii: "0")
        if decimal < 10 { return decimal }
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        return letter < 6 ? letter + 10 : nil
    }
}
