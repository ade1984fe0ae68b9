/// `{% for item in items [where condition] %}…{% empty %}…{% endfor %}`, with `forloop.first`,
/// `last`, `counter`, `counter0`, `length`; a dictionary is iterated by sorted key (`for key, value in …`).
struct ForNode: StencilNode {
    let variables: [String]
    let collection: any StencilResolvable
    let condition: StencilExpression?
    let label: String?
    let body: [any StencilNode]
    let empty: [any StencilNode]
    let token: StencilToken?

    static func parse(_ parser: StencilParser, token: StencilToken) throws(StencilError) -> any StencilNode {
        var components = token.components
        var label: String?
        if components.first?.hasSuffix(":") == true { label = String(components.removeFirst().dropLast()) }
        let hasIn = components.count > 3 && components[2] == "in"
        let endsOrWhere = components.count == 4 || components.count > 5 && components[4] == "where"
        guard hasIn && endsOrWhere else {
            throw StencilError("'for' expects the syntax `for <x> in <y> [where <condition>]`")
        }
        let variables = components[1].split(separator: ",").map { $0.trimmingSpaces() }
        let collection = try parser.compileResolvable(components[3], in: token)
        let condition = components.count > 5 ? try parser.compileExpression(Array(components[5...]), in: token) : nil
        let body = try parser.parse(until: ["endfor", "empty"])
        guard let end = parser.nextToken() else { throw StencilError("'for' has no matching 'endfor'") }
        var empty: [any StencilNode] = []
        if end.contents == "empty" {
            empty = try parser.parse(until: ["endfor"])
            guard parser.nextToken() != nil else { throw StencilError("'for' has no matching 'endfor'") }
        }
        return ForNode(
            variables: variables, collection: collection, condition: condition, label: label, body: body,
            empty: empty, token: token)
    }

    func render(_ context: StencilContext, into output: inout String) throws {
        var items = try Self.items(of: collection.resolve(context))
        if let condition {
            items = try items.filter { item in try context.push(scope(for: item)) { try condition.evaluate(context) } }
        }
        guard !items.isEmpty else {
            try context.push { try renderNodes(empty, context, into: &output) }
            return
        }
        let loops = label == nil ? context.forloopValues(length: items.count) : nil
        for (index, item) in items.enumerated() {
            let loop = loops?[index] ?? Self.forloop(index: index, length: items.count, label: label)
            try context.push([("forloop", loop)]) {
                try context.push(scope(for: item)) { try renderNodes(body, context, into: &output) }
            }
        }
    }

    /// The `forloop` dictionary of the item at `index`.
    static func forloop(index: Int, length: Int, label: String?) -> StencilValue {
        var loop: [String: StencilValue] = [
            "first": .bool(index == 0), "last": .bool(index == length - 1), "counter": .int(index + 1),
            "counter0": .int(index), "length": .int(length),
        ]
        if let label { loop["label"] = .string(label) }
        return .dictionary(loop)
    }

    /// The loop variables bound to one item; a key–value pair binds its parts.
    private func scope(for item: Item) -> StencilContext.Scope {
        switch item {
        case .value(let value):
            return variables.first.map { [($0, value)] } ?? []
        case .pair(let key, let value):
            return zip(variables, [StencilValue.string(key), value]).filter { $0.0 != "_" }.map { ($0.0, $0.1) }
        }
    }

    enum Item {
        case value(StencilValue)
        case pair(String, StencilValue)
    }

    static func items(of value: StencilValue) -> [Item] {
        switch value {
        case .array(let values): values.map(Item.value)
        case .dictionary(let dictionary): dictionary.sorted { $0.key < $1.key }.map { Item.pair($0.key, $0.value) }
        default: []
        }
    }
}
