/// StencilSwiftKit's `{% macro name a b %}…{% endmacro %}`: defines a block in the innermost scope.
struct MacroNode: StencilNode {
    let name: String
    let macro: StencilMacro
    let token: StencilToken?

    static func parse(_ parser: StencilParser, token: StencilToken) throws(StencilError) -> any StencilNode {
        let components = token.components
        guard components.count >= 2 else {
            throw StencilError("'macro' expects the syntax `macro <name> [<parameter>…]`")
        }
        let body = try parser.parse(until: ["endmacro"])
        guard parser.nextToken() != nil else { throw StencilError("'macro' has no matching 'endmacro'") }
        return MacroNode(
            name: components[1], macro: StencilMacro(parameters: Array(components.dropFirst(2)), nodes: body),
            token: token)
    }

    func render(_ context: StencilContext, into output: inout String) throws {
        context.set(name, to: .macro(macro))
    }
}

/// StencilSwiftKit's `{% call name argument… %}`: renders a macro with its parameters bound, in
/// the caller's scopes.
struct CallNode: StencilNode {
    let name: StencilVariable
    let arguments: [any StencilResolvable]
    let token: StencilToken?

    static func parse(_ parser: StencilParser, token: StencilToken) throws(StencilError) -> any StencilNode {
        let components = token.components
        guard components.count >= 2 else { throw StencilError("'call' expects the syntax `call <name> [<argument>…]`") }
        var arguments: [any StencilResolvable] = []
        for component in components.dropFirst(2) {
            arguments.append(try parser.compileResolvable(component, in: token))
        }
        return CallNode(name: try StencilVariable(components[1]), arguments: arguments, token: token)
    }

    func render(_ context: StencilContext, into output: inout String) throws {
        guard case .macro(let macro) = try name.resolve(context) else {
            throw StencilError("call to undefined macro '\(name.text)'")
        }
        guard macro.parameters.count == arguments.count else {
            throw StencilError(
                "macro '\(name.text)' takes \(macro.parameters.count) arguments, \(arguments.count) given")
        }
        var scope: [String: StencilValue] = [:]
        for (parameter, argument) in zip(macro.parameters, arguments) {
            scope[parameter] = try argument.resolve(context)
        }
        try context.push(scope) { try renderNodes(macro.nodes, context, into: &output) }
    }
}
