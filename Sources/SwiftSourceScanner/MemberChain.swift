/// Names joined by `.`, as written: `L10n.Settings.title`, `.localized` (implicit member),
/// `Foundation.NSLocalizedString`. Whitespace, line breaks and comments may sit between the parts.
public struct MemberChain: Sendable, Equatable {
    /// The names without backticks, in order.
    public var components: [String]
    /// The token index of each name.
    public var tokenIndices: [Int]
    /// Starts with `.` after something that is not an expression (`.title`, `= .init(…)`).
    public var isImplicitMember: Bool
    /// 1-based line and column of the first name.
    public var line: Int
    public var column: Int

    public var path: String { components.joined(separator: ".") }
}

extension SwiftSource {
    /// Every chain of names in the file, in order; a name that is a member of something that is not
    /// a name (`foo().bar`, `"key".localized`) starts no chain (it is the `member(after:)` of that).
    public func memberChains() -> [MemberChain] {
        var chains: [MemberChain] = []
        var previous: Int?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .comment {
                index += 1
                continue
            }
            if token.kind == .identifier, let chain = chain(startingAt: index, previous: previous) {
                chains.append(chain)
                previous = chain.tokenIndices.last
                index = (chain.tokenIndices.last ?? index) + 1
                continue
            }
            previous = index
            index += 1
        }
        return chains
    }

    /// The chain starting at the name at `index`, or `nil` when that name is a member of something else.
    func chain(startingAt index: Int, previous: Int?) -> MemberChain? {
        var isImplicit = false
        if let previous, tokens[previous].kind == .punctuation, token(tokens[previous], is: ".") {
            let before = self.previous(before: previous)
            guard before.map({ !endsExpression(tokens[$0]) }) ?? true else { return nil }
            isImplicit = true
        }
        var indices = [index]
        var last = index
        while let dot = next(after: last), tokens[dot].kind == .punctuation, token(tokens[dot], is: "."),
            let name = next(after: dot), tokens[name].kind == .identifier
        {
            indices.append(name)
            last = name
        }
        let first = tokens[index]
        return MemberChain(
            components: indices.map { self.name(of: tokens[$0]) }, tokenIndices: indices, isImplicitMember: isImplicit,
            line: Int(first.line), column: Int(first.column))
    }

    /// The index of the nearest token before `index` that is not a comment nor inside an
    /// interpolation of an earlier literal (those are stepped over to the literal's own token).
    public func previous(before index: Int) -> Int? {
        var candidate = index - 1
        while candidate >= 0 {
            let token = tokens[candidate]
            if token.kind == .comment {
                candidate -= 1
            } else if token.kind == .interpolationEnd {
                // Inside a literal: walk back to the literal that owns it.
                var owner = candidate - 1
                while owner >= 0
                    && !(tokens[owner].kind == .string && owner + Int(tokens[owner].nestedCount) >= candidate)
                {
                    owner -= 1
                }
                return owner >= 0 ? owner : nil
            } else {
                return candidate
            }
        }
        return nil
    }

    /// Whether a `.` after this token is a member access (`x.`, `).`, `"".`) rather than an implicit member.
    func endsExpression(_ candidate: SwiftToken) -> Bool {
        switch candidate.kind {
        case .identifier, .string, .number, .regex, .poundKeyword: return true
        case .punctuation: return token(candidate, is: ")") || token(candidate, is: "]") || token(candidate, is: "}")
        case .operator: return token(candidate, is: "?") || token(candidate, is: "!") || token(candidate, is: ">")
        default: return false
        }
    }
}
