import SwiftSourceScanner

/// A scanned file's tokens at the top level, comments and interpolations stepped over, by position:
/// what the extraction reads, so that "the token before" and "the token after" are one step.
struct SignificantTokens: Sendable {
    let source: SwiftSource
    /// Indices into `source.tokens`.
    let indices: [Int]

    init(_ source: SwiftSource) {
        self.source = source
        var indices: [Int] = []
        indices.reserveCapacity(source.tokens.count)
        var cursor = source.next(after: -1)
        while let index = cursor {
            indices.append(index)
            cursor = source.next(after: index)
        }
        self.indices = indices
    }

    /// The tokens inside `range` (token indices) at their own top level: an interpolation's expression.
    init(_ source: SwiftSource, within range: Range<Int>) {
        self.source = source
        var indices: [Int] = []
        var cursor: Int? = range.lowerBound
        while let index = cursor, index < range.upperBound {
            if source.tokens[index].kind != .comment { indices.append(index) }
            cursor = index + 1 + Int(source.tokens[index].nestedCount)
        }
        self.indices = indices
    }

    var count: Int { indices.count }

    func token(_ position: Int) -> SwiftToken? {
        position >= 0 && position < indices.count ? source.tokens[indices[position]] : nil
    }

    /// Whether the token at `position` is the punctuation or operator `text`.
    func isSymbol(_ position: Int, _ text: StaticString) -> Bool {
        guard let token = token(position), token.kind == .punctuation || token.kind == .operator else { return false }
        return source.token(token, is: text)
    }

    /// Whether the token at `position` is the name or keyword `text`.
    func isWord(_ position: Int, _ text: StaticString) -> Bool {
        guard let token = token(position), token.kind == .identifier else { return false }
        return source.token(token, is: text)
    }

    func isKind(_ position: Int, _ kind: SwiftToken.Kind) -> Bool { token(position)?.kind == kind }

    /// A name without backticks.
    func name(_ position: Int) -> String? {
        guard let token = token(position), token.kind == .identifier else { return nil }
        return source.name(of: token)
    }

    func text(_ position: Int) -> String { token(position).map { source.text(of: $0) } ?? "" }

    /// The position of the bracket closing the one at `open` (`(`, `[`, `{` or `<` of generics),
    /// or the end when unbalanced.
    func closing(_ open: Int) -> Int {
        var depth = 0
        var position = open
        while position < count {
            if isSymbol(position, "(") || isSymbol(position, "[") || isSymbol(position, "{") {
                depth += 1
            } else if isSymbol(position, ")") || isSymbol(position, "]") || isSymbol(position, "}") {
                depth -= 1
                if depth == 0 { return position }
            }
            position += 1
        }
        return count
    }

    /// The position of the bracket opening the one that closes at `close`, or -1 when unbalanced.
    func opening(_ close: Int) -> Int {
        var depth = 0
        var position = close
        while position >= 0 {
            if isSymbol(position, ")") || isSymbol(position, "]") || isSymbol(position, "}") {
                depth += 1
            } else if isSymbol(position, "(") || isSymbol(position, "[") || isSymbol(position, "{") {
                depth -= 1
                if depth == 0 { return position }
            }
            position -= 1
        }
        return -1
    }

    /// Whether the token at `position` starts a line (or the file).
    func startsLine(_ position: Int) -> Bool {
        guard let token = token(position), let before = self.token(position - 1) else { return true }
        return token.line != before.line
    }
}
