import Foundation

/// Splits the UTF-8 text of a `.strings` file into tokens, decoding quoted strings and their escapes.
///
/// Works on raw bytes in one forward pass: it counts lines as it goes, so every token knows its lines and
/// a location costs only the count of the columns before it on its line (nothing when the lexer saw only
/// ASCII there: a column per byte). The decoded value of a
/// `.string` token is built once (an unescaped string in one copy, an escaped one through a reused
/// scratch buffer) and handed out by ``takeText()``. Lexical faults (unterminated string or comment, bad
/// escape) are recorded in ``diagnostics`` and lexing goes on.
package struct StringsLexer: ~Copyable {
    package let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    package private(set) var diagnostics: [Diagnostic] = []
    /// How many of ``diagnostics`` are faulty escapes (see ``reportEscape(_:at:)``).
    private(set) var escapeFaults = 0
    var index = 0
    /// The line of `index`, and the offset of that line's first byte.
    var line = 1
    private var lineStart = 0
    private var columns = ColumnCounter()
    /// False while the bytes of the current line up to `index` are known to be ASCII (one column each).
    var lineMayHoldNonASCII = false
    /// The decoded value of the last `.string` token, until taken.
    var text = ""
    /// Where escaped strings are decoded.
    var scratch: UnsafeMutablePointer<UInt8>
    var scratchCapacity = 256
    /// Whether the bytes were not validated as UTF-8 beforehand (see ``needsValidatedText``).
    let checksUTF8: Bool
    /// When ``checksUTF8``: whether some bytes may not be valid UTF-8, so the result may differ from that of
    /// the validated text (the caller reads it again after ``TextDecoder``).
    ///
    /// Every byte is checked once: the text of a string with non-ASCII bytes by `String(decoding:)` (which
    /// replaces invalid UTF-8, so the text differs from its bytes), comments, stray characters and the rest
    /// of the line after an unterminated string by ``TextDecoder/isValidUTF8(_:)``; whitespace and unquoted
    /// strings are ASCII or exact sequences. Text known to be valid (ASCII, or validated before) becomes a
    /// `String` without another validation.
    var needsValidatedText = false
    /// The bytes of the current string the lexer read from the text, OR-ed by word (and a few after it):
    /// when no high bit is set they are ASCII, valid UTF-8, and need no check.
    var rawBits: UInt64 = 0

    /// - Parameter checksUTF8: true when `bytes` were not validated as UTF-8 (see ``needsValidatedText``).
    package init(bytes: UnsafeBufferPointer<UInt8>, file: String, checksUTF8: Bool = false) {
        self.bytes = bytes
        self.file = file
        self.checksUTF8 = checksUTF8
        scratch = .allocate(capacity: scratchCapacity)
    }

    deinit { scratch.deallocate() }

    /// The decoded value of the last `.string` token (empty for an unterminated one); empty once taken.
    package mutating func takeText() -> String {
        var taken = ""
        swap(&taken, &text)
        return taken
    }

    /// The location of the byte at `offset`, which is on the line `line` starting at offset `lineStart`.
    mutating func location(at offset: Int, line: Int, lineStart: Int) -> SourceLocation {
        let column = offset == lineStart ? 1 : columns.column(at: offset, lineStart: lineStart, in: bytes)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The line and column of the token's first byte.
    @inline(__always)
    mutating func startPosition(of token: StringsToken) -> (line: Int, column: Int) {
        // One column per byte before an ASCII prefix.
        if token.hasASCIIPrefix { return (token.startLine, token.start - token.startLineStart + 1) }
        return (token.startLine, columns.column(at: token.start, lineStart: token.startLineStart, in: bytes))
    }

    /// The location of the token's first byte.
    package mutating func startLocation(of token: StringsToken) -> SourceLocation {
        location(at: token.start, line: token.startLine, lineStart: token.startLineStart)
    }

    /// The location just after the token.
    mutating func endLocation(of token: StringsToken) -> SourceLocation {
        location(at: token.end, line: token.endLine, lineStart: token.endLineStart)
    }

    mutating func report(_ message: String, at offset: Int, line: Int, lineStart: Int) {
        diagnostics.append(.syntax(message, at: location(at: offset, line: line, lineStart: lineStart)))
    }

    /// Reports a fault at `offset`, on the line the lexer is on.
    mutating func report(_ message: String, at offset: Int) {
        report(message, at: offset, line: line, lineStart: lineStart)
    }

    /// Reports a faulty escape at `offset` (rule `escape`): Foundation reads the text anyway, decoded as
    /// the lexer decodes it, so the file is not refused for it. A warning where what the app shows is what
    /// was meant (the backslash of `\Č` dropped), else an error.
    mutating func reportEscape(_ message: String, at offset: Int, severity: Diagnostic.Severity = .error) {
        diagnostics.append(
            Diagnostic(severity, rule: .escape, message, at: location(at: offset, line: line, lineStart: lineStart)))
        escapeFaults += 1
    }

    /// The next token, skipping whitespace; `.end` at the end of the text (and after).
    @inline(__always)
    mutating func next() -> StringsToken {
        skipWhitespace()
        let isASCIILine = !lineMayHoldNonASCII
        var token = lexToken()
        token.hasASCIIPrefix = isASCIILine
        return token
    }

    /// The token at `index`, after white space.
    @inline(__always)
    private mutating func lexToken() -> StringsToken {
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
            let comment = lexBlockComment()
            lineMayHoldNonASCII = true  // (after the line feeds in the comment)
            return comment
        case UInt8(ascii: "/") where start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "/"):
            lineMayHoldNonASCII = true
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            checkUTF8(from: start)
            return token(.lineComment, from: start)
        default:
            if Self.isUnquotedCharacter(byte) { return lexUnquoted() }
            lineMayHoldNonASCII = true
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            checkUTF8(from: start)
            return token(.stray, from: start)
        }
    }

    /// The next token that is not a comment.
    package mutating func nextSkippingComments() -> StringsToken {
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
    mutating func lineFeed(at offset: Int) {
        line += 1
        lineStart = offset + 1
        lineMayHoldNonASCII = false
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
    @inline(__always)
    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:  // \n
                lineFeed(at: index)
                index += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:  // space, \t, \r, \v, \f
                index += 1
            case 0xE2
            where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                index += 3
                lineMayHoldNonASCII = true
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                index += 3
                lineMayHoldNonASCII = true
            default:
                return
            }
        }
    }

    @inline(__always)
    private mutating func lexUnquoted() -> StringsToken {
        let start = index
        while index < bytes.count, Self.isUnquotedCharacter(bytes[index]) { index += 1 }
        text = Self.validText(UnsafeBufferPointer(rebasing: bytes[start..<index]), isASCII: true)
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
            if rawBits & 0x8080_8080_8080_8080 != 0 { lineMayHoldNonASCII = true }
            var string = token(.string, from: start, line: startLine, lineStart: startLineStart)
            string.isQuoted = true
            return string
        }
        if index < bytes.count, lexEscapedRest(contentStart: contentStart, quote: quote) {
            if rawBits & 0x8080_8080_8080_8080 != 0 { lineMayHoldNonASCII = true }
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
        lineMayHoldNonASCII = true
        index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        checkUTF8(from: start)
        text = ""
        var string = token(.string, from: start, line: startLine, lineStart: startLineStart)
        string.isQuoted = true
        string.isUnterminated = true
        return string
    }
}
