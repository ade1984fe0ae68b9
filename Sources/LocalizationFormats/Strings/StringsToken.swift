/// One token of a `.strings` file, as ``StringsLexer`` reads it.
struct StringsToken {
    enum Kind: Equatable {
        /// A quoted (`"…"` or `'…'`) or unquoted (`abc.def`) string; its decoded text is in `text`.
        case string
        case equals
        case semicolon
        /// `/* … */`; `text` is empty, the content is at `start + 2 ..< end - 2`.
        case blockComment
        /// `// …` up to the end of the line; the content is at `start + 2 ..< end`.
        case lineComment
        /// A character that cannot start any token; `end` is after it.
        case stray
        case end
    }

    var kind: Kind
    /// Byte offset of the token's first byte in the decoded UTF-8 text.
    var start: Int
    /// Byte offset just after the token.
    var end: Int
    /// The decoded value of a `.string` token; empty otherwise.
    var text: String = ""
    /// Whether a `.string` token was quoted.
    var isQuoted = false
    /// Whether a `.string` or `.blockComment` token reached the end of the file before its closing delimiter.
    var isUnterminated = false
}
