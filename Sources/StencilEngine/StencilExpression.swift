/// The condition of an `if`, `elif`, `for … where` or `{{ x if condition }}`.
indirect enum StencilExpression: StencilResolvable {
    enum Comparison: String, Sendable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case contains = "in"
    }

    case value(any StencilResolvable)
    case not(StencilExpression)
    case and(StencilExpression, StencilExpression)
    case or(StencilExpression, StencilExpression)
    case compare(Comparison, StencilExpression, StencilExpression)

    func evaluate(_ context: StencilContext) throws -> Bool {
        switch self {
        case .value(let resolvable):
            return try resolvable.resolve(context).isTruthy
        case .not(let expression):
            return try !expression.evaluate(context)
        case .and(let lhs, let rhs):
            return try lhs.evaluate(context) && rhs.evaluate(context)
        case .or(let lhs, let rhs):
            return try lhs.evaluate(context) || rhs.evaluate(context)
        case .compare(let comparison, .value(let lhs), .value(let rhs)):
            return try Self.compare(comparison, lhs.resolve(context), rhs.resolve(context))
        case .compare(let comparison, _, _):
            // Stencil compares values only; a comparison of a sub-expression is false.
            return comparison == .notEqual
        }
    }

    /// A lone value resolves to itself; any other expression to `"true"` or `"false"`.
    func resolve(_ context: StencilContext) throws -> StencilValue {
        if case .value(let resolvable) = self { return try resolvable.resolve(context) }
        return .string(try evaluate(context) ? "true" : "false")
    }

    private static func compare(_ comparison: Comparison, _ lhs: StencilValue, _ rhs: StencilValue) -> Bool {
        switch comparison {
        case .equal: return lhs.stencilEquals(rhs)
        case .notEqual: return !lhs.stencilEquals(rhs)
        case .contains:
            switch (lhs, rhs) {
            case (_, .array(let values)): return values.contains { $0.stencilEquals(lhs) }
            case (.string(let needle), .string(let haystack)): return haystack.contains(needle)
            case (.string(let key), .dictionary(let dictionary)): return dictionary[key] != nil
            default: return false
            }
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let lhs = lhs.number, let rhs = rhs.number else { return false }
            switch comparison {
            case .less: return lhs < rhs
            case .lessOrEqual: return lhs <= rhs
            case .greater: return lhs > rhs
            default: return lhs >= rhs
            }
        }
    }
}

/// Stencil's precedence-climbing parser of conditions: `in` 5, `or` 6, `and` 7, `not` 8,
/// comparisons 10; parentheses group.
struct StencilExpressionParser {
    private enum Piece {
        case infix(String, Int)
        case prefix(Int)
        case operand(StencilExpression)
    }

    private static let infixPowers: [String: Int] = [
        "in": 5, "or": 6, "and": 7, "==": 10, "!=": 10, ">": 10, ">=": 10, "<": 10, "<=": 10,
    ]

    private var pieces: [Piece] = []
    private var position = 0

    init(components: ArraySlice<String>, parser: StencilParser, token: StencilToken) throws(StencilError) {
        var index = components.startIndex
        var depth = 0
        while index < components.endIndex {
            let component = components[index]
            if component == "(" {
                var inner = 1
                var end = index + 1
                while end < components.endIndex {
                    if components[end] == "(" { inner += 1 } else if components[end] == ")" { inner -= 1 }
                    if inner == 0 { break }
                    end += 1
                }
                guard inner == 0 else { throw StencilError("'if' expression error: missing closing bracket") }
                var sub = try StencilExpressionParser(
                    components: components[(index + 1)..<end], parser: parser, token: token)
                pieces.append(.operand(try sub.parse()))
                index = end + 1
                continue
            }
            if component == ")" {
                depth -= 1
                if depth < 0 { throw StencilError("'if' expression error: missing opening bracket") }
            } else if component == "not" {
                pieces.append(.prefix(8))
            } else if let power = Self.infixPowers[component] {
                pieces.append(.infix(component, power))
            } else {
                pieces.append(.operand(.value(try parser.compileResolvable(component, in: token))))
            }
            index += 1
        }
    }

    mutating func parse() throws(StencilError) -> StencilExpression {
        let expression = try expression(power: 0)
        guard position == pieces.count else {
            throw StencilError("'if' expression error: dangling token after a complete condition")
        }
        return expression
    }

    private func power(at index: Int) -> Int {
        guard index < pieces.count else { return 0 }
        switch pieces[index] {
        case .infix(_, let power), .prefix(let power): return power
        case .operand: return 0
        }
    }

    private mutating func expression(power: Int) throws(StencilError) -> StencilExpression {
        guard position < pieces.count else { throw StencilError("'if' expression error: expected a value") }
        let piece = pieces[position]
        position += 1
        var left: StencilExpression
        switch piece {
        case .infix(let name, _):
            throw StencilError("'if' expression error: '\(name)' has no left-hand side")
        case .prefix(let prefixPower):
            left = .not(try expression(power: prefixPower))
        case .operand(let operand):
            left = operand
        }
        while power < self.power(at: position) {
            let next = pieces[position]
            position += 1
            guard case .infix(let name, let infixPower) = next else {
                throw StencilError("'if' expression error: 'not' after a value")
            }
            let right = try expression(power: infixPower)
            switch name {
            case "and": left = .and(left, right)
            case "or": left = .or(left, right)
            default:
                guard let comparison = StencilExpression.Comparison(rawValue: name) else { continue }
                left = .compare(comparison, left, right)
            }
        }
        return left
    }
}
