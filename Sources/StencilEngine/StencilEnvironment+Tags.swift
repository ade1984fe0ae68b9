extension StencilEnvironment {
    /// Stencil's own tags.
    mutating func registerStencilTags() {
        registerTag("for", ForNode.parse)
        registerTag("if", IfNode.parse)
        registerTag("ifnot", IfNode.parseIfNot)
        registerTag("filter", FilterNode.parse)
        registerTag("include", IncludeNode.parse)
        registerTag("extends", ExtendsNode.parse)
        registerTag("block", BlockNode.parse)
    }

    /// StencilSwiftKit's tags.
    mutating func registerSwiftKitTags() {
        registerTag("set", SetNode.parse)
        registerTag("macro", MacroNode.parse)
        registerTag("call", CallNode.parse)
        registerTag("map", MapNode.parse)
        registerTag("import", ImportNode.parse)
    }
}
