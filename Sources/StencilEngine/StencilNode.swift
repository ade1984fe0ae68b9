/// A parsed piece of a template that writes output: text, a variable, or a tag with its body.
protocol StencilNode: Sendable {
    /// The tag or variable an error in this node is reported at (nil for text).
    var token: StencilToken? { get }
    func render(_ context: StencilContext, into output: inout String) throws
}

extension StencilNode {
    var token: StencilToken? { nil }
}

/// Renders `nodes` in order; an error is located at the innermost node that has a token.
func renderNodes(_ nodes: [any StencilNode], _ context: StencilContext, into output: inout String) throws {
    for node in nodes {
        do {
            try node.render(context, into: &output)
        } catch {
            throw error.stencilError(at: node.token)
        }
    }
}

/// Text between tags, its spacing already applied.
struct TextNode: StencilNode {
    /// What is removed from one side of a text (Stencil's `TrimBehaviour.Trim`).
    enum Trim: Sendable {
        case none
        /// Leading spaces and tabs up to and including one newline, only when a newline follows them.
        case spacesAndOneNewline
        /// Trailing spaces and tabs (also those before a final line break, as `[ \t]*$` matches).
        case spaces
        /// All whitespace and newlines.
        case all
    }

    let text: String

    init(text: String, leading: Trim, trailing: Trim) {
        guard !text.isEmpty, leading != .none || trailing != .none else {
            self.text = text
            return
        }
        var scalars = Array(text.unicodeScalars)
        Self.trimLeading(&scalars, leading)
        if !scalars.isEmpty { Self.trimTrailing(&scalars, trailing) }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        self.text = String(view)
    }

    func render(_ context: StencilContext, into output: inout String) throws {
        output += text
    }

    private static func trimLeading(_ scalars: inout [Unicode.Scalar], _ trim: Trim) {
        switch trim {
        case .none, .spaces:
            return
        case .spacesAndOneNewline:
            var index = 0
            while index < scalars.count && (scalars[index] == " " || scalars[index] == "\t") { index += 1 }
            if index < scalars.count && scalars[index] == "\n" { scalars.removeFirst(index + 1) }
        case .all:
            let count = scalars.prefix(while: isPatternWhitespace).count
            scalars.removeFirst(count)
        }
    }

    /// `X*$` (spaces) or `\s+$` (all) as ICU matches them once: `$` also matches before one line
    /// terminator that ends the text; the leftmost match wins, the longest from there.
    private static func trimTrailing(_ scalars: inout [Unicode.Scalar], _ trim: Trim) {
        let isTrimmed: (Unicode.Scalar) -> Bool
        switch trim {
        case .none, .spacesAndOneNewline: return
        case .spaces: isTrimmed = { $0 == " " || $0 == "\t" }
        case .all: isTrimmed = isPatternWhitespace
        }
        let end = scalars.count
        var ends = [end]
        if let last = scalars.last, isLineTerminator(last) { ends.append(end - 1) }
        if end >= 2 && scalars[end - 2] == "\r" && scalars[end - 1] == "\n" { ends.append(end - 2) }
        var best: (start: Int, end: Int)?
        for candidate in ends {
            var start = candidate
            while start > 0 && isTrimmed(scalars[start - 1]) { start -= 1 }
            if trim == .all && start == candidate { continue }
            if best == nil || start < best?.start ?? 0 { best = (start, candidate) }
        }
        if let best, best.start < best.end { scalars.removeSubrange(best.start..<best.end) }
    }

    /// ICU's `\s`: tab, newline, form feed, carriage return and the Unicode separators (Z).
    static func isPatternWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\t", "\n", "\u{C}", "\r": return true
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }

    private static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        ["\n", "\u{B}", "\u{C}", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }
}

/// `{{ expression }}` or `{{ value if condition else other }}`.
struct VariableNode: StencilNode {
    let variable: any StencilResolvable
    let condition: StencilExpression?
    let otherwise: (any StencilResolvable)?
    let token: StencilToken?

    static func parse(_ parser: StencilParser, token: StencilToken) throws(StencilError) -> VariableNode {
        let components = token.components
        guard let first = components.first else { throw StencilError("missing variable name", at: token.location) }
        if components.count > 2 && components[1] == "if" {
            let rest = components[2...]
            if let elseIndex = rest.firstIndex(of: "else") {
                return VariableNode(
                    variable: try resolvable([first], parser, token),
                    condition: try parser.compileExpression(Array(rest[..<elseIndex]), in: token),
                    otherwise: try resolvable(Array(rest[(elseIndex + 1)...]), parser, token), token: token)
            }
            return VariableNode(
                variable: try resolvable([first], parser, token),
                condition: try parser.compileExpression(Array(rest), in: token), otherwise: nil, token: token)
        }
        return VariableNode(
            variable: try resolvable(components, parser, token), condition: nil, otherwise: nil, token: token)
    }

    /// An expression when the words form one, else a filter expression of the words joined.
    private static func resolvable(_ components: [String], _ parser: StencilParser, _ token: StencilToken)
        throws(StencilError) -> any StencilResolvable
    {
        if let expression = try? parser.compileExpression(components, in: token) {
            if case .value(let value) = expression { return value }
            return expression
        }
        return try parser.compileFilter(components.joined(separator: " "), in: token)
    }

    func render(_ context: StencilContext, into output: inout String) throws {
        if let condition, try !condition.evaluate(context) {
            if let otherwise { output += try otherwise.resolve(context).rendered }
            return
        }
        output += try variable.resolve(context).rendered
    }
}
