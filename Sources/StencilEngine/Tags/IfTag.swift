/// `{% if condition %}…{% elif other %}…{% else %}…{% endif %}` and `{% ifnot condition %}`.
struct IfNode: StencilNode {
    /// Branches in order; a nil condition is the `else`.
    let branches: [(condition: StencilExpression?, nodes: [any StencilNode])]
    let token: StencilToken?

    static func parse(_ parser: StencilParser, token: StencilToken) throws(StencilError) -> any StencilNode {
        var branches: [(condition: StencilExpression?, nodes: [any StencilNode])] = []
        let condition = try parser.compileExpression(Array(token.components.dropFirst()), in: token)
        branches.append((condition, try parser.parse(until: ["endif", "elif", "else"])))
        var next = parser.nextToken()
        while let current = next, current.contents.hasPrefix("elif") {
            let condition = try parser.compileExpression(Array(current.components.dropFirst()), in: current)
            branches.append((condition, try parser.parse(until: ["endif", "elif", "else"])))
            next = parser.nextToken()
        }
        if let current = next, current.contents == "else" {
            branches.append((nil, try parser.parse(until: ["endif"])))
            next = parser.nextToken()
        }
        guard let end = next, end.contents == "endif" else { throw StencilError("'if' has no matching 'endif'") }
        return IfNode(branches: branches, token: token)
    }

    static func parseIfNot(_ parser: StencilParser, token: StencilToken) throws(StencilError) -> any StencilNode {
        guard token.components.count == 2 else { throw StencilError("'ifnot' expects the syntax `ifnot <condition>`") }
        let condition = try parser.compileExpression(Array(token.components.dropFirst()), in: token)
        let falseNodes = try parser.parse(until: ["endif", "else"])
        guard let next = parser.nextToken() else { throw StencilError("'ifnot' has no matching 'endif'") }
        var trueNodes: [any StencilNode] = []
        if next.contents == "else" {
            trueNodes = try parser.parse(until: ["endif"])
            _ = parser.nextToken()
        }
        return IfNode(branches: [(condition, trueNodes), (nil, falseNodes)], token: token)
    }

    func render(_ context: StencilContext, into output: inout String) throws {
        for branch in branches {
            if let condition = branch.condition, try !condition.evaluate(context) { continue }
            try context.push([]) { try renderNodes(branch.nodes, context, into: &output) }
            return
        }
    }
}
