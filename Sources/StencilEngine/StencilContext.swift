/// The stack of scopes a template renders against: the context given to the template at the
/// bottom, then one scope per `for` iteration, `if` branch, `call` and `filter` block.
///
/// `{% set %}`, `{% macro %}` and `{% map %}` write into the innermost scope, as in Stencil.
final class StencilContext {
    private(set) var scopes: [[String: StencilValue]]
    let environment: StencilEnvironment

    init(_ values: [String: StencilValue], environment: StencilEnvironment) {
        scopes = [values]
        self.environment = environment
    }

    /// The innermost value named `name`, or nil when no scope has it.
    subscript(name: String) -> StencilValue? {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        return nil
    }

    /// Sets `name` in the innermost scope.
    func set(_ name: String, to value: StencilValue) {
        scopes[scopes.count - 1][name] = value
    }

    /// Runs `body` with `scope` pushed on the stack.
    func push<Result>(_ scope: [String: StencilValue] = [:], _ body: () throws -> Result) rethrows -> Result {
        scopes.append(scope)
        defer { scopes.removeLast() }
        return try body()
    }
}
