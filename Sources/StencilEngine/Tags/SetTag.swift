/// StencilSwiftKit's `{% set name expression %}` and `{% set name %}…{% endset %}` (the body's
/// output): the value goes into the innermost scope.
struct SetNode: StencilNode {
    enum Content: Sendable {
        case nodes([any StencilNode])
        case value(any StencilResolvable)
    }

    let name: String
    let content: Content
    let token: StencilToken?

    static func parse(_ parser: StencilParser, token: StencilToken) throws(StencilError) -> any StencilNode {
        let components = token.components
        guard (2...3).contains(components.count) else {
            throw StencilError("'set' expects the syntax `set <name> [<value>]`")
        }
        if components.count == 3 {
            return SetNode(
                name: components[1], content: .value(try parser.compileResolvable(components[2], in: token)),
                token: token)
        }
        let body = try parser.parse(until: ["endset"])
        guard parser.nextToken() != nil else { throw StencilError("'set' has no matching 'endset'") }
        return SetNode(name: components[1], content: .nodes(body), token: token)
    }

    func render(_ context: StencilContext, into output: inout String) throws {
        switch content {
        case .nodes(let nodes):
            var value = ""
            try renderNodes(nodes, context, into: &value)
            context.set(name, to: .string(value))
        case .value(let resolvable):
            context.set(name, to: try resolvable.resolve(context))
        }
    }
}
