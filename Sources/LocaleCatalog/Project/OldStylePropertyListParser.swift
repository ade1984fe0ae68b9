import LocalizationFormats

/// Builds ``PropertyListNode`` values from ``StringsLexer`` tokens: `{ k = v; }`, `( a, b, )`, strings.
///
/// The lexer knows no brackets or commas (a `.strings` file has none): they come as one-byte `.stray`
/// tokens, which this parser reads as punctuation. Every problem is reported and parsing goes on:
/// a container whose closing bracket is missing ends at the end of the file or at a closing bracket of
/// another kind (which its parent then reads), a bad entry is skipped up to its `;`. Every step reads
/// at least one token and the lexer always advances, so no input makes it loop.
struct OldStylePropertyListParser: ~Copyable {
    private var lexer: StringsLexer
    /// A token read and pushed back (its text, for a string, still in the lexer).
    private var pending: StringsToken?
    private var problems: [Diagnostic] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        lexer = StringsLexer(bytes: bytes, file: file)
    }

    var diagnostics: [Diagnostic] { (lexer.diagnostics + problems).sortedByPosition() }

    /// The one root value (a dictionary in an Xcode project).
    mutating func document() -> PropertyListNode? {
        let first = next()
        if first.kind == .end {
            error("the file holds no property list", at: first)
            return nil
        }
        let root = value(first, depth: 1)
        // A token the root value gave back was reported with it.
        if root == nil { pending = nil }
        let rest = next()
        if rest.kind != .end {
            error("unexpected \(lexer.describe(rest)) after the end of the property list", at: rest)
        }
        return root
    }

    /// The value starting with `token`; nil when there is none (reported; a closing bracket, `;`, `,`
    /// or the end is pushed back for the container).
    private mutating func value(_ token: StringsToken, depth: Int) -> PropertyListNode? {
        let location = lexer.startLocation(of: token)
        switch (token.kind, punctuation(token)) {
        case (.string, _):
            let text = lexer.takeText()
            // The lexer reported an unterminated string already.
            return token.isUnterminated ? nil : PropertyListNode(.string(text), at: location)
        case (.stray, UInt8(ascii: "{")), (.stray, UInt8(ascii: "(")):
            guard depth <= OldStylePropertyList.maximumDepth else {
                error("the property list nests more than \(OldStylePropertyList.maximumDepth) levels deep", at: token)
                skipGroup()
                return nil
            }
            if punctuation(token) == UInt8(ascii: "{") {
                return PropertyListNode(.dictionary(dictionaryEntries(opening: token, depth: depth)), at: location)
            }
            return PropertyListNode(.array(arrayElements(opening: token, depth: depth)), at: location)
        default:
            error("expected a value, found \(lexer.describe(token))", at: token)
            if isBoundary(token) { pending = token }
            return nil
        }
    }

    /// The entries up to the matching `}`.
    private mutating func dictionaryEntries(opening: StringsToken, depth: Int) -> [PropertyListEntry] {
        var entries: [PropertyListEntry] = []
        while true {
            let token = next()
            if punctuation(token) == UInt8(ascii: "}") { return entries }
            if token.kind == .end || punctuation(token) == UInt8(ascii: ")") {
                unclosed(opening, closer: "}", found: token)
                return entries
            }
            guard token.kind == .string, !token.isUnterminated else {
                if !token.isUnterminated { error("expected a key or '}', found \(lexer.describe(token))", at: token) }
                if punctuation(token) == UInt8(ascii: "{") || punctuation(token) == UInt8(ascii: "(") { skipGroup() }
                skipEntry()
                continue
            }
            let key = lexer.takeText()
            let keyLocation = lexer.startLocation(of: token)
            let equals = next()
            guard equals.kind == .equals else {
                error("expected '=' after the key '\(key)', found \(lexer.describe(equals))", at: equals)
                pending = equals
                skipEntry()
                continue
            }
            guard let node = value(next(), depth: depth + 1) else {
                skipEntry()
                continue
            }
            entries.append(PropertyListEntry(key: key, keyLocation: keyLocation, value: node))
            let semicolon = next()
            if semicolon.kind != .semicolon {
                // At the end of the file, the unclosed '{' is the one problem to report.
                if semicolon.kind != .end {
                    error("expected ';' after the value of '\(key)', found \(lexer.describe(semicolon))", at: semicolon)
                }
                pending = semicolon
            }
        }
    }

    /// The elements up to the matching `)`; a `,` after the last one is allowed.
    private mutating func arrayElements(opening: StringsToken, depth: Int) -> [PropertyListNode] {
        var elements: [PropertyListNode] = []
        while true {
            let token = next()
            if punctuation(token) == UInt8(ascii: ")") { return elements }
            if token.kind == .end || punctuation(token) == UInt8(ascii: "}") {
                unclosed(opening, closer: ")", found: token)
                return elements
            }
            guard let node = value(token, depth: depth + 1) else {
                skipElement()
                continue
            }
            elements.append(node)
            let separator = next()
            switch punctuation(separator) {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: ")"): return elements
            default:
                guard separator.kind != .end else {
                    pending = separator
                    continue
                }
                error("expected ',' or ')' after an array element, found \(lexer.describe(separator))", at: separator)
                if separator.kind == .string || punctuation(separator) == UInt8(ascii: "{")
                    || punctuation(separator) == UInt8(ascii: "(")
                {
                    pending = separator  // a missing ',': the next element
                } else {
                    skipElement()
                }
            }
        }
    }

    /// Reports the bracket `opening` as unclosed and leaves `found` (the end, or another closing
    /// bracket) for the container above.
    private mutating func unclosed(_ opening: StringsToken, closer: String, found: StringsToken) {
        let open = punctuation(opening).map { String(UnicodeScalar($0)) } ?? "?"
        let foundText = found.kind == .end ? "the end of the file" : lexer.describe(found)
        error("'\(open)' has no matching '\(closer)' before \(foundText)", at: opening)
        pending = found
    }

    /// Skips to after the next `;` of this level, or to before a closing bracket or the end.
    private mutating func skipEntry() {
        skip(stoppingAfter: UInt8(ascii: ";"))
    }

    /// Skips to after the next `,` of this level, or to before a closing bracket or the end.
    private mutating func skipElement() {
        skip(stoppingAfter: UInt8(ascii: ","))
    }

    private mutating func skip(stoppingAfter separator: UInt8) {
        while true {
            let token = next()
            if token.kind == .end || punctuation(token) == UInt8(ascii: "}") || punctuation(token) == UInt8(ascii: ")")
            {
                pending = token
                return
            }
            if token.kind == .semicolon { if separator == UInt8(ascii: ";") { return } else { continue } }
            if punctuation(token) == separator { return }
            if punctuation(token) == UInt8(ascii: "{") || punctuation(token) == UInt8(ascii: "(") { skipGroup() }
        }
    }

    /// Skips the rest of a bracketed group whose opening bracket was just read.
    private mutating func skipGroup() {
        var depth = 1
        while depth > 0 {
            let token = next()
            if token.kind == .end {
                pending = token
                return
            }
            switch punctuation(token) {
            case UInt8(ascii: "{"), UInt8(ascii: "("): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"): depth -= 1
            default: break
            }
        }
    }

    /// The next token that is not a comment: the pushed-back one first.
    private mutating func next() -> StringsToken {
        if let token = pending {
            pending = nil
            return token
        }
        return lexer.nextSkippingComments()
    }

    /// The byte of a one-byte `.stray` token (a bracket or comma), else nil.
    private func punctuation(_ token: StringsToken) -> UInt8? {
        guard token.kind == .stray, token.end == token.start + 1 else { return nil }
        return lexer.bytes[token.start]
    }

    /// A token a container ends or separates on: the container reads it again.
    private func isBoundary(_ token: StringsToken) -> Bool {
        if token.kind == .end || token.kind == .semicolon { return true }
        guard let byte = punctuation(token) else { return false }
        return byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ",")
    }

    private mutating func error(_ message: String, at token: StringsToken) {
        problems.append(.syntax(message, at: lexer.startLocation(of: token)))
    }
}
