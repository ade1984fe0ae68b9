/// Where each definition of a `.strings` file's text lies, every definition of a repeated key included:
/// what `localekit format` moves and drops while keeping every other byte.
///
/// A definition's bytes run from its translator comment (the comment ``StringsReader`` gives the entry:
/// ending on the line above the key, consecutive `//` lines as one) to its `;`, and on over comments that
/// start on the line of that `;` (a trailing comment belongs to the entry before it, as the reader reads
/// it). Every other byte (a file header, a comment that stands apart, white space) lies between
/// definitions.
package struct StringsLayout: Sendable {
    /// One `key = value;` (or `key;`) of the text.
    package struct Definition: Sendable, Equatable {
        package var key: String
        package var value: String
        /// Byte offsets into the UTF-8 text: from the comment (else the key) to after the `;` and its
        /// trailing comments.
        package var range: Range<Int>
        /// The 1-based line and column of the key.
        package var line: Int
        package var column: Int
    }

    /// In file order.
    package var definitions: [Definition]

    /// The layout of UTF-8 text without a byte order mark; nil when the text is not a plain sequence of
    /// entries (a syntax or encoding error: Foundation refuses such a file, and there is nothing to lay out).
    package static func read(utf8 bytes: [UInt8], file: String) -> StringsLayout? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = LayoutReader(lexer: StringsLexer(bytes: buffer, file: file))
            return reader.read().map { StringsLayout(definitions: $0) }
        }
    }
}

/// The token walk behind ``StringsLayout/read(utf8:file:)``.
private struct LayoutReader: ~Copyable {
    var lexer: StringsLexer
    var definitions: [StringsLayout.Definition] = []
    /// The comment that may belong to the next key: its first byte, its last line, whether `//`.
    var comment: (start: Int, lastLine: Int, isLine: Bool)?
    var lastSemicolonLine = 0

    init(lexer: consuming StringsLexer) {
        self.lexer = lexer
    }

    mutating func read() -> [StringsLayout.Definition]? {
        while true {
            let token = lexer.next()
            switch token.kind {
            case .end:
                return lexer.diagnostics.refusesFile ? nil : definitions
            case .blockComment, .lineComment:
                remember(comment: token)
            case .string where !token.isUnterminated:
                guard readDefinition(key: token) else { return nil }
            default:
                return nil
            }
        }
    }

    private mutating func remember(comment token: StringsToken) {
        let isLine = token.kind == .lineComment
        if token.startLine == lastSemicolonLine, !definitions.isEmpty {
            definitions[definitions.count - 1].range = definitions[definitions.count - 1].range.lowerBound..<token.end
            comment = nil
        } else if isLine, let previous = comment, previous.isLine, previous.lastLine == token.startLine - 1 {
            comment = (previous.start, token.endLine, true)
        } else {
            comment = (token.start, token.endLine, isLine)
        }
    }

    /// `key = value;` or `key;` from `key` on; false for anything else.
    private mutating func readDefinition(key token: StringsToken) -> Bool {
        let key = lexer.takeText()
        let position = lexer.startPosition(of: token)
        var start = token.start
        if let comment, comment.lastLine >= token.startLine - 1 { start = comment.start }
        comment = nil
        var value = key
        var separator = lexer.nextSkippingComments()
        if separator.kind == .equals {
            let valueToken = lexer.nextSkippingComments()
            guard valueToken.kind == .string, !valueToken.isUnterminated else { return false }
            value = lexer.takeText()
            separator = lexer.nextSkippingComments()
        }
        guard separator.kind == .semicolon else { return false }
        lastSemicolonLine = separator.startLine
        definitions.append(
            StringsLayout.Definition(
                key: key, value: value, range: start..<separator.end, line: position.line, column: position.column))
        return true
    }
}
