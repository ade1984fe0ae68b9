import Foundation

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
    /// Whether the bytes were not validated as UTF-8 beforehand (see ``needsValidatedText``).
    private let checksUTF8: Bool
    /// When ``checksUTF8``: whether some bytes may not be valid UTF-8, so the result may differ from that of
    /// the validated text (the caller reads it again after ``TextDecoder``).
    ///
    /// Every byte is checked once: the text of a string by `String(decoding:)` (which replaces invalid
    /// UTF-8, so the text differs from its bytes), comments, stray characters and the rest of the line after
    /// an unterminated string by ``TextDecoder/isValidUTF8(_:)``; whitespace and unquoted strings are ASCII
    /// or exact sequences.
    private(set) var needsValidatedText = false
    /// The bytes of the current string the lexer read from the text, OR-ed by word (and a few after it):
    /// when no high bit is set they are ASCII, valid UTF-8, and need no check.
    private var rawBits: UInt64 = 0

    /// - Parameter checksUTF8: true when `bytes` were not validated as UTF-8 (see ``needsValidatedText``).
    init(bytes: UnsafeBufferPointer<UInt8>, file: String, checksUTF8: Bool = false) {
        self.bytes = bytes
        self.file = file
        self.checksUTF8 = checksUTF8
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
        let column = offset == lineStart ? 1 : columns.column(at: offset, lineStart: lineStart, in: bytes)
        return SourceLocation(file: file, line: line, column: column)
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
    @inline(__always)
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
            checkUTF8(from: start)
            return token(.lineComment, from: start)
        default:
            if Self.isUnquotedCharacter(byte) { return lexUnquoted() }
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            checkUTF8(from: start)
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

    @inline(__always)
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
                checkUTF8(from: start)
                return token(.blockComment, from: start, line: startLine, lineStart: startLineStart)
            }
            if byte == UInt8(ascii: "\n") { lineFeed(at: index) }
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { lineFeed(at: index) }
        index = bytes.count
        checkUTF8(from: start)
        report(
            "unterminated comment: '/*' has no matching '*/'", at: start, line: startLine, lineStart: startLineStart)
        var comment = token(.blockComment, from: start, line: startLine, lineStart: startLineStart)
        comment.isUnterminated = true
        return comment
    }

    @inline(__always)
    private mutating func lexQuoted(quote: UInt8) -> StringsToken {
        let start = index
        let startLine = line
        let startLineStart = lineStart
        index += 1
        let contentStart = index
        rawBits = 0
        // Fast path: no escapes, one copy into the String.
        skipPlainRun(quote: quote)
        if index < bytes.count, bytes[index] == quote {
            text = makeText(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
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
        checkUTF8(from: start)
        text = ""
        var string = token(.string, from: start, line: startLine, lineStart: startLineStart)
        string.isQuoted = true
        string.isUnterminated = true
        return string
    }

    /// Decodes a quoted string whose first escape is at `index` into ``text``; false when it is unterminated.
    ///
    /// The decoded text is never longer than its source (the longest escape, `\U` and four digits, gives at
    /// most three bytes), so the scratch buffer is made as long as what is left of the text, plus the
    /// slack of one word, once; it is allocated, not filled, so only the bytes written cost anything.
    private mutating func lexEscapedRest(contentStart: Int, quote: UInt8) -> Bool {
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
                text = makeText(UnsafeBufferPointer(start: out, count: count))
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

    /// A string of the UTF-8 `bytes`; when ``checksUTF8``, notes whether they were invalid (replaced).
    @inline(__always)
    private mutating func makeText(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let string = String(decoding: bytes, as: UTF8.self)
        if checksUTF8, rawBits & 0x8080_8080_8080_8080 != 0, !needsValidatedText, !Self.isExactly(string, bytes) {
            needsValidatedText = true
        }
        return string
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
    private mutating func checkUTF8(from start: Int) {
        if checksUTF8, !TextDecoder.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[start..<index])) {
            needsValidatedText = true
        }
    }

    /// Moves `index` to the next `quote` or backslash, or to the end, counting the line feeds it passes and
    /// noting the bytes in ``rawBits``.
    @inline(__always)
    private mutating func skipPlainRun(quote: UInt8) {
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
    private static func plainRunEnd(
        _ base: UnsafePointer<UInt8>, from start: Int, count: Int, quote: UInt8, bits: inout UInt64,
        copyingTo target: UnsafeMutablePointer<UInt8>? = nil
    ) -> Int {
        var offset = start
        var seen: UInt64 = 0
        defer { bits |= seen }
        while offset + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            if let target {
                UnsafeMutableRawPointer(target + (offset - start)).storeBytes(of: word.littleEndian, as: UInt64.self)
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
            // The byte is kept alone: were it part of an invalid sequence, the bytes around it could form a
            // valid one in the text.
            if byte >= 0x80 { needsValidatedText = true }
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

    /// The value of the four hexadecimal digits at `digits`, or nil when one of them is not a digit.
    @inline(__always)
    private static func fourHexDigits(at digits: UnsafePointer<UInt8>) -> UInt32? {
        // The four bytes at once. Each must be ASCII and in `0-9`, or in `a-f` once lowercased: adding
        // 0x80 - low sets a byte's high bit when it is at least `low`, without a carry into the next byte.
        let word = UInt32(littleEndian: UnsafeRawPointer(digits).loadUnaligned(as: UInt32.self))
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
