extension SwiftSource {
    /// The token ranges of code that does not ship, or only in debug builds: a `#Preview { … }` body, the
    /// body of a type that conforms to `PreviewProvider`, and the `#if DEBUG` branch of a conditional
    /// block. What an app's users see is judged outside them.
    public func developmentOnlyRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .poundKeyword, self.token(token, is: "#Preview"), let body = body(after: index) {
                ranges.append(index..<body.upperBound)
            } else if token.kind == .poundKeyword, self.token(token, is: "#if"), let condition = next(after: index),
                tokens[condition].kind == .identifier, self.token(tokens[condition], is: "DEBUG"),
                let end = branchEnd(after: condition)
            {
                ranges.append(index..<end)
            } else if token.kind == .identifier, self.token(token, is: "PreviewProvider"), let body = body(after: index)
            {
                ranges.append(index..<body.upperBound)
            }
        }
        return ranges
    }

    /// The tokens from the first `{` after `index` (skipping one parenthesized argument list) to its
    /// matching `}`, included; nil at a `;` or `}` first, or without a match.
    private func body(after index: Int) -> Range<Int>? {
        var cursor = next(after: index)
        var parentheses = 0
        while let current = cursor {
            let token = tokens[current]
            if token.kind == .punctuation {
                if self.token(token, is: "(") { parentheses += 1 }
                if self.token(token, is: ")") { parentheses -= 1 }
                if parentheses == 0, self.token(token, is: "{") {
                    return matchingBrace(from: current).map { current..<$0 + 1 }
                }
                if parentheses == 0, self.token(token, is: ";") || self.token(token, is: "}") { return nil }
            }
            cursor = next(after: current)
        }
        return nil
    }

    /// The index of the `}` that closes the `{` at `open`.
    private func matchingBrace(from open: Int) -> Int? {
        var depth = 0
        var cursor: Int? = open
        while let current = cursor {
            let token = tokens[current]
            if token.kind == .punctuation, self.token(token, is: "{") { depth += 1 }
            if token.kind == .punctuation, self.token(token, is: "}") {
                depth -= 1
                if depth == 0 { return current }
            }
            cursor = next(after: current)
        }
        return nil
    }

    /// The index of the `#else`, `#elseif` or `#endif` that ends the branch opened before `index`.
    private func branchEnd(after index: Int) -> Int? {
        var depth = 0
        var cursor = next(after: index)
        while let current = cursor {
            let token = tokens[current]
            if token.kind == .poundKeyword {
                if self.token(token, is: "#if") { depth += 1 }
                if self.token(token, is: "#endif") {
                    if depth == 0 { return current }
                    depth -= 1
                }
                if depth == 0, self.token(token, is: "#else") || self.token(token, is: "#elseif") { return current }
            }
            cursor = next(after: current)
        }
        return nil
    }
}
