/// A scanned Swift file: its bytes and tokens, and the text of any token on demand.
public struct SwiftSource: Sendable {
    public let bytes: [UInt8]
    public let tokens: [SwiftToken]

    public init(bytes: [UInt8], tokens: [SwiftToken]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    /// The token's bytes as written.
    public func text(of token: SwiftToken) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// A name without its backticks (`` `class` `` → `class`).
    public func name(of token: SwiftToken) -> String {
        var range = token.range
        if bytes[range.lowerBound] == UInt8(ascii: "`") {
            range = (range.lowerBound + 1)..<max(range.lowerBound + 1, range.upperBound - 1)
        }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether the token's bytes are exactly `text` (no `String` made).
    public func token(_ token: SwiftToken, is text: StaticString) -> Bool {
        let count = token.range.count
        guard count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            var offset = 0
            while offset < count {
                if bytes[Int(token.start) + offset] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// The index of the next token after `index` that is not a comment, stepping over a string
    /// literal's interpolations; `nil` at the end. `next(after: -1)` is the first such token.
    public func next(after index: Int) -> Int? {
        var next = index < 0 ? 0 : index + 1 + Int(tokens[index].nestedCount)
        while next < tokens.count && tokens[next].kind == .comment { next += 1 }
        return next < tokens.count ? next : nil
    }

    /// The string literal whose token is at `index`, decoded (escapes, multi-line indentation).
    public func literal(at index: Int) -> SwiftStringLiteral {
        SwiftStringLiteralDecoder(source: self, index: index).decode()
    }
}
