/// The stack of scopes a template renders against: the context given to the template at the
/// bottom, then one scope per `for` iteration, `if` branch, `call` and `filter` block.
///
/// `{% set %}`, `{% macro %}` and `{% map %}` write into the innermost scope, as in Stencil. The
/// pushed scopes are short lists searched in order (a handful of names each), cheaper than hashing
/// the name once per scope.
final class StencilContext {
    typealias Scope = [(name: String, value: StencilValue)]

    private var root: [String: StencilValue]
    private var scopes: [Scope] = []
    let environment: StencilEnvironment
    /// The unlabelled loops' `forloop` values by length: they depend on nothing else, and building a
    /// dictionary per iteration cost a tenth of a large render.
    private var forloops: [Int: [StencilValue]] = [:]
    /// The blocks of the templates `{% extends %}` is rendering the base of (nil outside one).
    var blocks: StencilBlocks?

    init(_ values: [String: StencilValue], environment: StencilEnvironment) {
        root = values
        self.environment = environment
    }

    /// The innermost value named `name`, or nil when no scope has it.
    subscript(name: String) -> StencilValue? {
        var index = scopes.count - 1
        while index >= 0 {
            for entry in scopes[index] where entry.name == name { return entry.value }
            index -= 1
        }
        return root[name]
    }

    /// The `forloop` value of each item of an unlabelled loop over `length` items, built once per length.
    func forloopValues(length: Int) -> [StencilValue] {
        if let values = forloops[length] { return values }
        let values = (0..<length).map { ForNode.forloop(index: $0, length: length, label: nil) }
        forloops[length] = values
        return values
    }

    /// Sets `name` in the innermost scope.
    func set(_ name: String, to value: StencilValue) {
        guard !scopes.isEmpty else {
            root[name] = value
            return
        }
        let last = scopes.count - 1
        if let index = scopes[last].firstIndex(where: { $0.name == name }) {
            scopes[last][index].value = value
        } else {
            scopes[last].append((name, value))
        }
    }

    /// Keeps a rendered block's text as `block.<name>` at the bottom of the stack, as Stencil does.
    func cacheBlock(_ name: String, text: String) {
        var cached: [String: StencilValue] = [:]
        if case .dictionary(let values) = root["block"] { cached = values }
        cached[name] = .string(text)
        root["block"] = .dictionary(cached)
    }

    /// Runs `body` with `scope` pushed on the stack.
    func push<Result>(_ scope: [String: StencilValue] = [:], _ body: () throws -> Result) rethrows -> Result {
        try push(scope.map { ($0.key, $0.value) }, body)
    }

    /// Runs `body` with `scope` pushed on the stack.
    func push<Result>(_ scope: Scope, _ body: () throws -> Result) rethrows -> Result {
        scopes.append(scope)
        defer { scopes.removeLast() }
        return try body()
    }
}
