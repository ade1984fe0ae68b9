/// Reads `key = value;` entries from ``StringsLexer`` tokens, with Foundation's rules and error recovery.
///
/// Grammar: `entry := string ( '=' string )? ';'`, where `"key";` means the value is the key. The comment
/// that ends on the line above a key (or on its line, before it) is the entry's translator comment;
/// consecutive `//` lines form one comment. On a syntax error the parser reports it and resynchronises
/// at the next `;` or the next line, so one run reports every problem.
///
/// The text of a `.string` token is taken from the lexer right after the token, before the next one is
/// lexed; a string token pushed back as `pending` leaves its text in the lexer for when it comes again.
struct StringsParser: ~Copyable {
    typealias Position = (line: Int, column: Int)

    private var lexer: StringsLexer
    private var pending: StringsToken?
    private var entries: [StringsEntry] = []
    private var keyIndex: KeyIndex
    private var diagnostics: [Diagnostic] = []
    /// The comment that may belong to the next key, and its first and last lines.
    private var comment: (start: Int, end: Int, firstLine: Int, lastLine: Int, isLine: Bool)?
    /// The line of the last `;`; a comment starting there is a trailing one.
    private var lastTokenLine = 0
    /// The last quoted string that ran across lines since the last `;`: when a syntax error follows,
    /// its closing quote was probably forgotten (see ``openStringNote()``).
    private var multilineString: StringsToken?
    /// Set once that note is given, until the next `;`: the strings after a forgotten quote are
    /// shifted by one quote and run across lines too, but they are not where the mistake is.
    private var gaveOpenStringNote = false

    /// - Parameter checksUTF8: true when `bytes` were not validated as UTF-8 (see ``needsValidatedText``).
    init(bytes: UnsafeBufferPointer<UInt8>, file: String, checksUTF8: Bool = false) {
        lexer = StringsLexer(bytes: bytes, file: file, checksUTF8: checksUTF8)
        keyIndex = KeyIndex(expectedCount: bytes.count / 48)
        entries.reserveCapacity(bytes.count / 96)
    }

    /// Whether the text may hold invalid UTF-8, so that it must be read again after ``TextDecoder``; only
    /// when the parser checks UTF-8.
    var needsValidatedText: Bool { lexer.needsValidatedText }

    /// Parses the whole text.
    mutating func parse() -> StringsFile {
        while true {
            let token = nextToken()
            switch token.kind {
            case .end:
                return StringsFile(
                    entries: entries, diagnostics: lexer.diagnostics + diagnostics, escapeFaults: lexer.escapeFaults)
            case .string where token.isUnterminated:
                continue
            case .string:
                parseEntry(key: token, text: lexer.takeText())
            case .semicolon:
                error("stray ';': expected a key", at: token)
            case .equals:
                error("stray '=': expected a key before it", at: token)
                skipStatement(after: token)
            case .stray:
                error("stray character \(lexer.describe(token)): expected a quoted or unquoted key", at: token)
                skipStatement(after: token)
            case .blockComment, .lineComment:
                continue
            }
        }
    }

    private mutating func parseEntry(key: StringsToken, text keyText: consuming String) {
        let keyPosition = lexer.startPosition(of: key)
        let translatorComment = takeComment(forKeyOnLine: key.startLine)
        let separator = nextToken()
        switch separator.kind {
        case .semicolon:
            add(key: keyText, value: copy keyText, comment: translatorComment, keyPosition, keyPosition)
            return
        case .equals:
            break
        case .string where separator.isUnterminated:
            return
        case .string:
            if separator.startLine > key.startLine {
                // `"key"` alone on its line: most likely a `"key";` entry without its `;`.
                missingSemicolon(after: key)
                add(key: keyText, value: copy keyText, comment: translatorComment, keyPosition, keyPosition)
                pending = separator
                return
            }
            error("missing '=' between the key and its value", at: separator)
            finishEntry(
                key: keyText, keyPosition: keyPosition, value: separator, text: lexer.takeText(),
                comment: translatorComment)
            return
        case .end:
            missingSemicolon(after: key)
            add(key: keyText, value: copy keyText, comment: translatorComment, keyPosition, keyPosition)
            return
        default:
            error("expected '=' or ';' after the key, found \(lexer.describe(separator))", at: separator)
            skipStatement(after: separator)
            return
        }
        let value = nextToken()
        guard value.kind == .string else {
            error("expected a value after '=', found \(lexer.describe(value))", at: value)
            if value.kind != .semicolon { skipStatement(after: value) }
            return
        }
        if value.isUnterminated { return }
        finishEntry(
            key: keyText, keyPosition: keyPosition, value: value, text: lexer.takeText(), comment: translatorComment)
    }

    /// After `key = value` (or `key value`): expects the `;` and records the entry.
    private mutating func finishEntry(
        key: consuming String, keyPosition: Position, value: StringsToken, text valueText: consuming String,
        comment: consuming String?
    ) {
        let valuePosition = lexer.startPosition(of: value)
        let terminator = nextToken()
        if terminator.kind != .semicolon {
            missingSemicolon(after: value)
            pending = terminator
        }
        add(key: key, value: valueText, comment: comment, keyPosition, valuePosition)
    }

    private mutating func add(
        key: consuming String, value: consuming String, comment: consuming String?,
        _ keyPosition: Position, _ valuePosition: Position
    ) {
        if let existing = keyIndex.insert(key, index: entries.count, in: entries) {
            let keyLocation = SourceLocation(file: lexer.file, line: keyPosition.line, column: keyPosition.column)
            diagnostics.append(.duplicateKey(key, at: keyLocation, first: entries[existing].keyLocation))
            entries[existing] = StringsEntry(
                key: key, value: value, file: lexer.file, valueFile: nil,
                keyLine: StringsEntry.clamped(keyPosition.line),
                keyColumn: StringsEntry.clamped(keyPosition.column),
                valueLine: StringsEntry.clamped(valuePosition.line),
                valueColumn: StringsEntry.clamped(valuePosition.column),
                comment: comment)
        } else {
            entries.append(
                StringsEntry(
                    key: key, value: value, file: lexer.file, valueFile: nil,
                    keyLine: StringsEntry.clamped(keyPosition.line),
                    keyColumn: StringsEntry.clamped(keyPosition.column),
                    valueLine: StringsEntry.clamped(valuePosition.line),
                    valueColumn: StringsEntry.clamped(valuePosition.column),
                    comment: comment))
        }
    }

    // MARK: Tokens and comments

    /// The next token; comments are remembered for the key that may follow, not returned.
    @inline(__always)
    private mutating func nextToken() -> StringsToken {
        if let token = pending {
            pending = nil
            return token
        }
        while true {
            let token = lexer.next()
            switch token.kind {
            case .blockComment, .lineComment:
                remember(comment: token)
            case .semicolon:
                lastTokenLine = token.startLine
                multilineString = nil
                gaveOpenStringNote = false
                return token
            case .string where token.endLine != token.startLine && token.isQuoted && !gaveOpenStringNote:
                multilineString = token
                return token
            default:
                return token
            }
        }
    }

    private mutating func remember(comment token: StringsToken) {
        let firstLine = token.startLine
        let lastLine = token.endLine
        let isLine = token.kind == .lineComment
        if firstLine == lastTokenLine {
            comment = nil  // A trailing comment belongs to the entry before it.
        } else if isLine, let previous = comment, previous.isLine, previous.lastLine == firstLine - 1 {
            comment = (previous.start, token.end, previous.firstLine, lastLine, true)
        } else {
            comment = (token.start, token.end, firstLine, lastLine, isLine)
        }
    }

    /// The remembered comment's text if it ends on the line above `line` or on `line`; forgets it either way.
    private mutating func takeComment(forKeyOnLine line: Int) -> String? {
        defer { comment = nil }
        guard let comment, comment.lastLine >= line - 1 else { return nil }
        let bytes = lexer.bytes
        var text = ""
        if comment.isLine {
            // Each `//` line without its marker, joined by newlines.
            let whole = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[comment.start..<comment.end]), as: UTF8.self)
            text = whole.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingWhitespace().dropFirst(2).trimmingWhitespace() }
                .joined(separator: "\n")
        } else {
            text = Self.blockCommentText(UnsafeBufferPointer(rebasing: bytes[(comment.start + 2)..<(comment.end - 2)]))
        }
        return text
    }

    /// The text of a `/* … */` comment's `content`, without leading and trailing spaces, tabs and
    /// line breaks. Trimmed on the bytes when the text kept starts and ends with ASCII (nearly every
    /// comment): walking it by `Character` decodes every grapheme, and translated files often repeat every comment. Next to a non-ASCII scalar a space may belong to its grapheme (a
    /// combining mark after it), so such text is trimmed by `Character`, as before.
    static func blockCommentText(_ content: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = content.baseAddress else { return "" }
        // Space 20, tab 09, line feed 0A, carriage return 0D.
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var (start, end) = (0, content.count)
        while start < end && isSpace(base[start]) { start += 1 }
        while end > start && isSpace(base[end - 1]) { end -= 1 }
        if start == end { return "" }
        if base[start] < 0x80 && base[end - 1] < 0x80 {
            return String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
        }
        return String(String(decoding: content, as: UTF8.self).trimmingWhitespace())
    }

    // MARK: Errors and recovery

    /// Reports an error at the start of `token`.
    private mutating func error(_ message: String, at token: StringsToken) {
        diagnostics.append(.syntax(message, at: lexer.startLocation(of: token), notes: openStringNote()))
    }

    /// Reports a missing `;` at the position just after `token`, the end of the entry that lacks it.
    private mutating func missingSemicolon(after token: StringsToken) {
        diagnostics.append(
            .syntax("missing ';' at the end of the entry", at: lexer.endLocation(of: token), notes: openStringNote()))
    }

    /// For the first error after a quoted string that ran across lines: a note at its opening quote.
    /// The error is usually reported lines below the forgotten quote (`"b" = "text;` swallows the
    /// next line's opening quote). Only a note: real files do have multi-line values.
    private mutating func openStringNote() -> [Diagnostic.Note] {
        guard let string = multilineString else { return [] }
        multilineString = nil
        gaveOpenStringNote = true
        return [
            Diagnostic.Note(
                "this string starts here and runs to line \(string.endLine); is its closing quote missing?",
                at: lexer.startLocation(of: string))
        ]
    }

    /// Skips tokens up to and including the next `;`, or up to a string that starts a later line.
    private mutating func skipStatement(after token: StringsToken) {
        let line = token.startLine
        while true {
            let next = nextToken()
            switch next.kind {
            case .semicolon, .end:
                return
            case .string where next.startLine > line:
                pending = next
                return
            default:
                continue
            }
        }
    }
}
