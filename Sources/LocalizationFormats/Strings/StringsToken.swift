/// One token of a `.strings` file, as ``StringsLexer`` reads it.
///
/// A token holds no text: the decoded value of a `.string` token is handed out by
/// ``StringsLexer/takeText()``, so that it moves into its entry without a copy. It does hold the line of
/// its start and of its end (and where those lines start), so that locations need no second pass.
package struct StringsToken {
    package enum Kind: Equatable {
        /// A quoted (`"…"` or `'…'`) or unquoted (`abc.def`) string; its decoded text comes from the lexer.
        case string
        case equals
        case semicolon
        /// `/* … */`; the content is at `start + 2 ..< end - 2`.
        case blockComment
        /// `// …` up to the end of the line; the content is at `start + 2 ..< end`.
        case lineComment
        /// A character that cannot start any token; `end` is after it.
        case stray
        case end
    }

    package var kind: Kind
    /// Whether a `.string` token was quoted.
    var isQuoted = false
    /// Whether a `.string` or `.blockComment` token reached the end of the file before its closing delimiter.
    package var isUnterminated = false
    /// Whether the bytes of the token's line before it are known to be ASCII, so that its column is its
    /// distance from the line's start + 1.
    var hasASCIIPrefix = false
    /// Byte offset of the token's first byte in the decoded UTF-8 text.
    package var start: Int
    /// Byte offset just after the token.
    package var end: Int
    /// The 1-based line of `start`, and the offset of that line's first byte.
    var startLine: Int
    var startLineStart: Int
    /// The 1-based line of `end`, and the offset of that line's first byte.
    var endLine: Int
    var endLineStart: Int

    /// A token that starts and ends on one line.
    init(_ kind: Kind, start: Int, end: Int, line: Int, lineStart: Int) {
        self.kind = kind
        self.start = start
        self.end = end
        startLine = line
        startLineStart = lineStart
        endLine = line
        endLineStart = lineStart
    }
}
