/// StencilSwiftKit's `{% map items into result [using item] %}…{% endmap %}`: each item's rendered
/// body, collected into an array (with `maploop.counter`, `first`, `last`, `item`); writes nothing.
struct MapNode: StencilNode {
    let collection: any StencilResolvable
    let resultName: String
    let itemName: String?
    let body: [any StencilNode]
    let token: StencilToken?

    static func parse(_ parser: StencilParser, token: StencilToken) throws(StencilError) -> any StencilNode {
        let components = token.components
        let hasInto = components.count > 3 && components[2] == "into"
        let endsOrUsing = components.count == 4 || components.count > 5 && components[4] == "using"
        guard hasInto && endsOrUsing else {
            throw StencilError("'map' expects the syntax `map <array> into <name> [using <element>]`")
        }
        let collection = try parser.compileResolvable(components[1], in: token)
        let body = try parser.parse(until: ["endmap", "empty"])
        guard let end = parser.nextToken() else { throw StencilError("'map' has no matching 'endmap'") }
        if end.contents == "empty" { _ = parser.nextToken() }
        return MapNode(
            collection: collection, resultName: components[3], itemName: components.count > 5 ? components[5] : nil,
            body: body, token: token)
    }

    func render(_ context: StencilContext, into output: inout String) throws {
        guard case .array(let values) = try collection.resolve(context), !values.isEmpty else { return }
        var results: [StencilValue] = []
        for (index, item) in values.enumerated() {
            var scope: [String: StencilValue] = [
                "maploop": [
                    "counter": .int(index), "first": .bool(index == 0), "last": .bool(index == values.count - 1),
                    "item": item,
                ]
            ]
            if let itemName { scope[itemName] = item }
            var value = ""
            try context.push(scope) { try renderNodes(body, context, into: &value) }
            results.append(.string(value))
        }
        context.set(resultName, to: .array(results))
    }
}
