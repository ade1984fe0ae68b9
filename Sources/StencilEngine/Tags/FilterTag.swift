/// `{% filter indent:2 %}…{% endfilter %}`: the body's output through a filter expression.
struct FilterNode: StencilNode {
    let body: [any StencilNode]
    let expression: FilterExpression
    let token: StencilToken?

    static func parse(_ parser: StencilParser, token: StencilToken) throws(StencilError) -> any StencilNode {
        guard token.components.count == 2 else {
            throw StencilError("'filter' takes one argument, the filter expression")
        }
        let body = try parser.parse(until: ["endfilter"])
        guard parser.nextToken() != nil else { throw StencilError("'filter' has no matching 'endfilter'") }
        let expression = try parser.compileFilter("filter_value|\(token.components[1])", in: token)
        return FilterNode(body: body, expression: expression, token: token)
    }

    func render(_ context: StencilContext, into output: inout String) throws {
        var value = ""
        try renderNodes(body, context, into: &value)
        output += try context.push([("filter_value", .string(value))]) { try expression.resolve(context).rendered }
    }
}
