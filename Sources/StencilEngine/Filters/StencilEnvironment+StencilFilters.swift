import Foundation

extension StencilEnvironment {
    /// Stencil's own filters.
    mutating func registerStencilFilters() {
        registerFilter("default", StencilFilter(Self.defaultFilter))
        registerFilter("capitalize", StencilFilter { Self.mapText($0) { $0.capitalized } })
        registerFilter("uppercase", StencilFilter { Self.mapText($0) { $0.uppercased() } })
        registerFilter("lowercase", StencilFilter { Self.mapText($0) { $0.lowercased() } })
        registerFilter("join", StencilFilter(Self.join))
        registerFilter("split", StencilFilter(Self.split))
        registerFilter("indent", StencilFilter(Self.indent))
        registerFilter("filter", StencilFilter(Self.filterFilter))
    }

    /// The value, unless nil; then the first argument that is not.
    static func defaultFilter(_ value: StencilValue, _ arguments: [StencilValue]) -> StencilValue {
        guard value.isNull else { return value }
        return arguments.first { !$0.isNull } ?? .null
    }

    private static func mapText(_ value: StencilValue, _ transform: (String) -> String) -> StencilValue {
        if case .array(let values) = value { return .array(values.map { .string(transform($0.rendered)) }) }
        return .string(transform(value.rendered))
    }

    private static func join(_ value: StencilValue, _ arguments: [StencilValue]) throws -> StencilValue {
        guard arguments.count < 2 else { throw FilterProblem.message("'join' takes at most one argument") }
        guard case .array(let values) = value else { return value }
        return .string(values.map(\.rendered).joined(separator: arguments.first?.rendered ?? ""))
    }

    private static func split(_ value: StencilValue, _ arguments: [StencilValue]) throws -> StencilValue {
        guard arguments.count < 2 else { throw FilterProblem.message("'split' takes at most one argument") }
        guard case .string(let text) = value else { return value }
        let separator = arguments.first?.rendered ?? " "
        return .array(text.components(separatedBy: separator).map { .string($0) })
    }

    /// `indent:width,"character",indentFirst`: every non-empty line but the first (unless
    /// `indentFirst`) gets `width` times the character.
    private static func indent(_ value: StencilValue, _ arguments: [StencilValue]) throws -> StencilValue {
        guard arguments.count <= 3 else { throw FilterProblem.message("'indent' takes at most 3 arguments") }
        var width = 4
        if let first = arguments.first {
            guard case .int(let value) = first else {
                throw FilterProblem.message("'indent' width must be an integer (\(first.rendered))")
            }
            width = value
        }
        var character = " "
        if arguments.count > 1 {
            guard case .string(let value) = arguments[1] else {
                throw FilterProblem.message("'indent' indentation must be a string (\(arguments[1].rendered))")
            }
            character = value
        }
        var indentFirst = false
        if arguments.count > 2 {
            guard case .bool(let value) = arguments[2] else {
                throw FilterProblem.message("'indent' indentFirst must be a boolean")
            }
            indentFirst = value
        }
        let indentation = String(repeating: character, count: max(width, 0))
        let text = value.rendered
        guard !indentation.isEmpty else { return .string(text) }
        var lines = text.components(separatedBy: .newlines)
        let first = (indentFirst ? indentation : "") + lines.removeFirst()
        let rest = lines.map { $0.isEmpty ? "" : indentation + $0 }
        return .string(([first] + rest).joined(separator: "\n"))
    }

    /// `filter:"name"`: the value through the filter named by the argument.
    private static func filterFilter(_ value: StencilValue, _ arguments: [StencilValue], _ context: StencilContext)
        throws -> StencilValue
    {
        guard !value.isNull else { return .null }
        guard arguments.count == 1 else { throw FilterProblem.message("'filter' takes one argument") }
        let expression = try FilterExpression("$0|\(arguments[0].rendered)", environment: context.environment)
        return try context.push(["$0": value]) { try expression.resolve(context) }
    }
}
