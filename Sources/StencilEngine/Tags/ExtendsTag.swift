/// Stencil's `{% extends "base.stencil" %}`: renders the base template (from the template's folder)
/// in place of the rest of this one, whose top-level `{% block %}`s replace the base's blocks of the
/// same name. What the template writes before `extends` is kept; the rest outside blocks is not.
struct ExtendsNode: StencilNode {
    let name: any StencilResolvable
    let blocks: [String: BlockNode]
    let token: StencilToken?

    static func parse(_ parser: StencilParser, token: StencilToken) throws(StencilError) -> any StencilNode {
        guard token.components.count == 2 else {
            throw StencilError("'extends' takes one argument, the template file to be extended")
        }
        let name = try parser.compileFilter(token.components[1], in: token)
        let nodes = try parser.parse()
        guard !nodes.contains(where: { $0 is ExtendsNode }) else {
            throw StencilError("'extends' cannot appear more than once in the same template")
        }
        var blocks: [String: BlockNode] = [:]
        for case let block as BlockNode in nodes { blocks[block.name] = block }
        return ExtendsNode(name: name, blocks: blocks, token: token)
    }

    func render(_ context: StencilContext, into output: inout String) throws {
        guard case .string(let name) = try self.name.resolve(context) else {
            throw StencilError("'extends' needs a template name")
        }
        let base = try IncludeNode.load(name, context: context)
        // The most derived template's blocks come first: the base's blocks take them in that order.
        let outer = context.blocks
        if context.blocks == nil { context.blocks = StencilBlocks() }
        for (name, block) in blocks.sorted(by: { $0.key < $1.key }) { context.blocks?.append(block, for: name) }
        defer { if outer == nil { context.blocks = nil } }
        try renderNodes(base.nodes, context, into: &output)
    }
}

/// Stencil's `{% block name %}…{% endblock %}`: its own body, unless a template that extends this one
/// overrides it; the override reads the body it replaces as `block.super`. Once rendered, the block's
/// text is `block.<name>` for the rest of the template.
struct BlockNode: StencilNode {
    let name: String
    let nodes: [any StencilNode]
    let token: StencilToken?

    static func parse(_ parser: StencilParser, token: StencilToken) throws(StencilError) -> any StencilNode {
        guard token.components.count == 2 else { throw StencilError("'block' tag takes one argument, the block name") }
        // Stencil accepts a block left open to the end of the template.
        let nodes = try parser.parse(until: ["endblock"])
        _ = parser.nextToken()
        return BlockNode(name: token.components[1], nodes: nodes, token: token)
    }

    func render(_ context: StencilContext, into output: inout String) throws {
        if let override = context.blocks?.takeFirst(name) {
            // The text it replaces is rendered first, taking the rest of the chain with it.
            var replaced = ""
            try render(context, into: &replaced)
            try context.push(["block": .dictionary(["super": .string(replaced)])]) {
                try override.render(context, into: &output)
            }
            return
        }
        var text = ""
        try renderNodes(nodes, context, into: &text)
        context.cacheBlock(name, text: text)
        output += text
    }
}

/// The overriding blocks of the templates being extended, by name, the most derived first.
final class StencilBlocks {
    private var chains: [String: [BlockNode]] = [:]

    func append(_ block: BlockNode, for name: String) {
        chains[name, default: []].append(block)
    }

    func takeFirst(_ name: String) -> BlockNode? {
        guard var chain = chains[name], !chain.isEmpty else { return nil }
        let first = chain.removeFirst()
        chains[name] = chain.isEmpty ? nil : chain
        return first
    }
}
