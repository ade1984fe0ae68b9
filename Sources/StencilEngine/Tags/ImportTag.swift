import Foundation

/// StencilSwiftKit's `{% import "macros.stencil" %}`: renders another template from the template's
/// folder in the current scopes, so its `macro`s and `set`s are defined here; writes nothing.
struct ImportNode: StencilNode {
    let name: StencilVariable
    let token: StencilToken?

    static func parse(_ parser: StencilParser, token: StencilToken) throws(StencilError) -> any StencilNode {
        guard token.components.count == 2 else {
            throw StencilError("'import' expects the syntax `import \"<template>\"`")
        }
        return ImportNode(name: try StencilVariable(token.components[1]), token: token)
    }

    func render(_ context: StencilContext, into output: inout String) throws {
        guard case .string(let name) = try name.resolve(context) else {
            throw StencilError("'\(name.text)' is not a template name")
        }
        let template = try IncludeNode.load(name, context: context)
        var discarded = ""
        try renderNodes(template.nodes, context, into: &discarded)
    }
}
