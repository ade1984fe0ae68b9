/// Something a template can look up: a variable, a literal, a filter expression, a range.
protocol StencilResolvable: Sendable {
    func resolve(_ context: StencilContext) throws -> StencilValue
}

/// A literal (`"text"`, `'text'`, `42`, `1.5`, `true`) or a path into the context
/// (`string.types.count`, `tables.first.name`, `item[key]`).
struct StencilVariable: StencilResolvable {
    enum Step: Sendable {
        case name(String)
        /// `[expression]`: the expression's value, as text, is the next name.
        case lookup(StencilVariable)
    }

    enum Form: Sendable {
        case literal(StencilValue)
        case path([Step])
    }

    let text: String
    let form: Form

    init(_ text: String) throws(StencilError) {
        self.text = text
        if text.count > 1
            && (text.hasPrefix("'") && text.hasSuffix("'") || text.hasPrefix("\"") && text.hasSuffix("\""))
        {
            form = .literal(.string(String(text.dropFirst().dropLast())))
        } else if let int = Int(text) {
            form = .literal(.int(int))
        } else if let number = Float(text) {
            form = .literal(.number(number))
        } else if let bool = Bool(text) {
            form = .literal(.bool(bool))
        } else {
            form = .path(try Self.steps(of: text))
        }
    }

    func resolve(_ context: StencilContext) throws -> StencilValue {
        switch form {
        case .literal(let value):
            return value
        case .path(let steps):
            guard case .name(let first)? = steps.first, var current = context[first] else { return .null }
            for step in steps.dropFirst() {
                let name: String
                switch step {
                case .name(let text): name = text
                case .lookup(let variable): name = try variable.resolve(context).rendered
                }
                guard let next = Self.member(name, of: current) else { return .null }
                current = next
            }
            return current
        }
    }

    /// `name` of a dictionary (its `count` first), an array or a string (an index, `first`, `last`, `count`).
    static func member(_ name: String, of value: StencilValue) -> StencilValue? {
        switch value {
        case .dictionary(let dictionary):
            if name == "count" { return .int(dictionary.count) }
            return dictionary[name]
        case .array(let array):
            if let index = Int(name) { return array.indices.contains(index) ? array[index] : nil }
            switch name {
            case "first": return array.first
            case "last": return array.last
            case "count": return .int(array.count)
            default: return nil
            }
        case .string(let string):
            if let index = Int(name) {
                guard index >= 0 && index < string.count else { return nil }
                return .string(String(string[string.index(string.startIndex, offsetBy: index)]))
            }
            switch name {
            case "first": return string.first.map { .string(String($0)) }
            case "last": return string.last.map { .string(String($0)) }
            case "count": return .int(string.count)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The path's steps, split at `.` outside brackets, as Stencil's `KeyPath` does.
    private static func steps(of text: String) throws(StencilError) -> [Step] {
        var steps: [Step] = []
        var partial: [Step] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "." where depth == 0:
                if !current.isEmpty { partial.append(.name(current)) }
                guard !partial.isEmpty else { throw StencilError("unexpected '.' in variable '\(text)'") }
                steps += partial
                partial = []
                current = ""
            case "[":
                guard !partial.isEmpty || !current.isEmpty else {
                    throw StencilError("unexpected '[' in variable '\(text)'")
                }
                if depth > 0 {
                    current.append("[")
                } else if !current.isEmpty {
                    partial.append(.name(current))
                    current = ""
                }
                depth += 1
            case "]":
                guard depth > 0 else { throw StencilError("unbalanced ']' in variable '\(text)'") }
                if depth > 1 {
                    current.append("]")
                } else if !current.isEmpty {
                    partial.append(.lookup(try StencilVariable(current)))
                    current = ""
                } else {
                    throw StencilError("empty subscript in variable '\(text)'")
                }
                depth -= 1
            default:
                guard partial.isEmpty || depth > 0 else {
                    throw StencilError("unexpected character '\(character)' in variable '\(text)'")
                }
                current.append(character)
            }
        }
        if !current.isEmpty { partial.append(.name(current)) }
        guard depth == 0 else { throw StencilError("unbalanced subscript brackets in variable '\(text)'") }
        return steps + partial
    }
}

/// `value|filter:argument,argument|filter`: a variable passed through filters, left to right.
struct FilterExpression: StencilResolvable {
    struct Application: Sendable {
        var name: String
        var filter: StencilFilter
        var arguments: [StencilVariable]
        /// The arguments' values when all are literals (most are), resolved once at parse time.
        var literals: [StencilValue]?

        init(name: String, filter: StencilFilter, arguments: [StencilVariable]) {
            self.name = name
            self.filter = filter
            self.arguments = arguments
            let values = arguments.compactMap { argument -> StencilValue? in
                if case .literal(let value) = argument.form { value } else { nil }
            }
            literals = values.count == arguments.count ? values : nil
        }
    }

    let variable: StencilVariable
    let filters: [Application]

    init(_ text: String, environment: StencilEnvironment) throws(StencilError) {
        let bits = text.smartSplit(separator: "|").map { $0.trimmingSpaces() }
        guard let first = bits.first else { throw StencilError("a variable tag needs a variable") }
        variable = try StencilVariable(first)
        var filters: [Application] = []
        for bit in bits.dropFirst() {
            var components = bit.smartSplit(separator: ":")
            let name = components.removeFirst().trimmingSpaces()
            let arguments = components.joined(separator: ":").smartSplit(separator: ",")
            filters.append(
                Application(
                    name: name, filter: try environment.filter(named: name),
                    arguments: try arguments.map { argument throws(StencilError) in
                        try StencilVariable(argument.trimmingSpaces())
                    }))
        }
        self.filters = filters
    }

    func resolve(_ context: StencilContext) throws -> StencilValue {
        var value = try variable.resolve(context)
        for application in filters {
            let arguments = try application.literals ?? application.arguments.map { try $0.resolve(context) }
            do {
                value = try application.filter.apply(value, arguments, context)
            } catch let error as StencilError {
                throw error
            } catch {
                throw StencilError("filter '\(application.name)': \(error)")
            }
        }
        return value
    }
}

/// `from...to`: the integers between, counting down when `from` is larger.
struct RangeVariable: StencilResolvable {
    let from: FilterExpression
    let to: FilterExpression

    func resolve(_ context: StencilContext) throws -> StencilValue {
        let lower = try from.resolve(context)
        let upper = try to.resolve(context)
        guard let low = lower.number.map({ Int($0) }) else {
            throw StencilError("'from' value is not an integer (\(lower.rendered))")
        }
        guard let high = upper.number.map({ Int($0) }) else {
            throw StencilError("'to' value is not an integer (\(upper.rendered))")
        }
        let range = min(low, high)...max(low, high)
        let values = range.map { StencilValue.int($0) }
        return .array(low > high ? values.reversed() : values)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces (only `" "`, as Stencil trims).
    func trimmingSpaces() -> String {
        var slice = self[...]
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
