import Foundation

/// `{% include "name.stencil" [context] %}`: another template from the template's folder,
/// rendered in the current scopes (or with the given dictionary pushed).
struct IncludeNode: StencilNode {
    let name: any StencilResolvable
    let scope: (any StencilResolvable)?
    let token: StencilToken?

    static func parse(_ parser: StencilParser, token: StencilToken) throws(StencilError) -> any StencilNode {
        let components = token.components
        guard (2...3).contains(components.count) else {
            throw StencilError("'include' expects the syntax `include \"<template>\" [<context>]`")
        }
        return IncludeNode(
            name: try parser.compileFilter(components[1], in: token),
            scope: components.count == 3 ? try parser.compileFilter(components[2], in: token) : nil, token: token)
    }

    func render(_ context: StencilContext, into output: inout String) throws {
        guard case .string(let name) = try self.name.resolve(context) else {
            throw StencilError("'include' needs a template name")
        }
        let template = try Self.load(name, context: context)
        var pushed: [String: StencilValue] = [:]
        if let scope, case .dictionary(let values) = try scope.resolve(context) { pushed = values }
        try context.push(pushed) { try renderNodes(template.nodes, context, into: &output) }
    }

    /// The template `name` in the environment's template folder.
    static func load(_ name: String, context: StencilContext) throws -> StencilTemplate {
        guard let directory = context.environment.templateDirectory else {
            throw StencilError("cannot load '\(name)': the template has no folder")
        }
        let url = directory.appendingPathComponent(name)
        return try StencilTemplate(contentsOf: url, file: url.path, environment: context.environment)
    }
}
