/// A filter: `value|name:argument,argument`.
struct StencilFilter: Sendable {
    let apply: @Sendable (StencilValue, [StencilValue], StencilContext) throws -> StencilValue

    init(_ apply: @escaping @Sendable (StencilValue, [StencilValue], StencilContext) throws -> StencilValue) {
        self.apply = apply
    }

    init(_ apply: @escaping @Sendable (StencilValue, [StencilValue]) throws -> StencilValue) {
        self.apply = { value, arguments, _ in try apply(value, arguments) }
    }

    init(_ apply: @escaping @Sendable (StencilValue) throws -> StencilValue) {
        self.apply = { value, _, _ in try apply(value) }
    }
}

/// Why a filter refused its input, as StencilSwiftKit's filters refuse it.
enum FilterProblem: Error, CustomStringConvertible {
    case invalidInputType
    case invalidOption(String)
    case message(String)

    var description: String {
        switch self {
        case .invalidInputType: "invalid input type (expected a string)"
        case .invalidOption(let option): "invalid option '\(option)'"
        case .message(let message): message
        }
    }
}

extension StencilValue {
    /// The text StencilSwiftKit's string filters read (a string, number or boolean).
    func filterString() throws(FilterProblem) -> String {
        guard let string = losslessString else { throw .invalidInputType }
        return string
    }
}

extension Array where Element == StencilValue {
    /// The argument at `index` as text (StencilSwiftKit's `parseStringArgument`).
    func stringArgument(at index: Int = 0) throws(FilterProblem) -> String {
        guard index < count, let string = self[index].losslessString else { throw .invalidInputType }
        return string
    }

    /// A `"true"`/`"yes"`/`"1"` or `"false"`/`"no"`/`"0"` string argument; nil when absent.
    func boolArgument(at index: Int = 0) throws(FilterProblem) -> Bool? {
        guard index < count, case .string(let text) = self[index] else { return nil }
        switch text.lowercased() {
        case "false", "no", "0": return false
        case "true", "yes", "1": return true
        default: throw .invalidInputType
        }
    }

    /// A mode argument (`"pretty"`, `"regex"`…): one of `modes`, else `fallback` when absent.
    func modeArgument(at index: Int = 0, modes: Set<String>, default fallback: String) throws(FilterProblem) -> String {
        guard index < count else { return fallback }
        let mode = self[index].isNull ? fallback : self[index].rendered
        guard modes.contains(mode) else { throw .invalidOption(mode) }
        return mode
    }
}
