import Foundation

/// Turns tokens into nodes. Tags are parsed by the environment's tag parsers, which call back
/// into ``parse(until:)`` for their bodies.
///
/// A text's spacing is settled here, from the tags on either side of it and the spacing mode.
final class StencilParser {
    private let tokens: [StencilToken]
    private var index = 0
    let environment: StencilEnvironment
    /// The trailing sign of the last block tag read; nil after a variable, a comment, or at the start.
    private var previousWhitespace: StencilToken.Whitespace?

    init(tokens: [StencilToken], environment: StencilEnvironment) {
        self.tokens = tokens
        self.environment = environment
    }

    /// Nodes up to the end of the template, or up to (not including) a block tag named in `names`.
    func parse(until names: Set<String> = []) throws(StencilError) -> [any StencilNode] {
        var nodes: [any StencilNode] = []
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .text:
                index += 1
                nodes.append(textNode(token))
            case .variable:
                index += 1
                previousWhitespace = nil
                nodes.append(try VariableNode.parse(self, token: token))
            case .comment:
                index += 1
                previousWhitespace = nil
            case .block:
                previousWhitespace = token.trailing
                if let first = token.components.first, names.contains(first) { return nodes }
                index += 1
                guard let name = token.tagName else { continue }
                guard let parse = environment.tags[name] else {
                    throw StencilError(Self.unknownTagMessage(name, until: names), at: token.location)
                }
                do {
                    nodes.append(try parse(self, token))
                } catch {
                    throw error.located(at: token)
                }
            }
        }
        return nodes
    }

    /// The next token (the end tag ``parse(until:)`` stopped at), consumed.
    func nextToken() -> StencilToken? {
        guard index < tokens.count else { return nil }
        defer { index += 1 }
        return tokens[index]
    }

    /// Whether a `for` is open around the tag being parsed (for `break` and `continue`).
    var openLoops = 0

    private func textNode(_ token: StencilToken) -> TextNode {
        let spacing = environment.spacing
        let leading: TextNode.Trim =
            switch previousWhitespace {
            case nil, .keep?: .none
            case .trim?: .all
            case .unspecified?: spacing == .modern ? .spacesAndOneNewline : .none
            }
        var trailing: TextNode.Trim = .none
        if index < tokens.count, let next = tokens[index].leading {
            switch next {
            case .keep: trailing = .none
            case .trim: trailing = .all
            case .unspecified: trailing = spacing == .modern ? .spaces : .none
            }
        }
        return TextNode(text: token.contents, leading: leading, trailing: trailing)
    }

    private static func unknownTagMessage(_ name: String, until names: Set<String>) -> String {
        let expected = names.sorted().map { "'\($0)'" }
        if expected.isEmpty { return "unknown tag '\(name)'" }
        return "unknown tag '\(name)' (expected \(expected.joined(separator: " or ")))"
    }

    /// A filter expression (`value|filter:argument|…`) of the tag `token`.
    func compileFilter(_ text: String, in token: StencilToken) throws(StencilError) -> FilterExpression {
        do {
            return try FilterExpression(text, environment: environment)
        } catch {
            throw error.located(at: token)
        }
    }

    /// A range (`1...n`) or a filter expression.
    func compileResolvable(_ text: String, in token: StencilToken) throws(StencilError) -> any StencilResolvable {
        let bounds = text.components(separatedBy: "...")
        if bounds.count == 2 {
            return RangeVariable(
                from: try compileFilter(bounds[0], in: token), to: try compileFilter(bounds[1], in: token))
        }
        return try compileFilter(text, in: token)
    }

    /// A boolean expression (`a and not b`, `x == "y"`, `n > 1`, `x in list`).
    func compileExpression(_ components: [String], in token: StencilToken) throws(StencilError) -> StencilExpression {
        do {
            var expression = try StencilExpressionParser(components: components[...], parser: self, token: token)
            return try expression.parse()
        } catch {
            throw error.located(at: token)
        }
    }
}
