/// A value a Stencil template reads: what SwiftGen's contexts hold (strings, numbers, booleans,
/// arrays, dictionaries), plus the macros `{% macro %}` defines.
public enum StencilValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// Stencil's number type is `Float`: a literal `1.5` or a computed number.
    case number(Float)
    case string(String)
    case array([StencilValue])
    case dictionary([String: StencilValue])
    /// A block defined by `{% macro %}`, rendered by `{% call %}`.
    case macro(StencilMacro)

    /// The value as Stencil writes it into the output (`nil` writes nothing, an array its Swift
    /// description).
    public var rendered: String {
        switch self {
        case .null: ""
        case .bool(let value): value.description
        case .int(let value): value.description
        case .number(let value): value.description
        case .string(let value): value
        case .array, .dictionary, .macro: debugRendered
        }
    }

    /// The value inside an array's description (strings quoted, as Swift describes `[Any]`).
    private var debugRendered: String {
        switch self {
        case .null: "nil"
        case .string(let value): String(reflecting: value)
        case .array(let values): "[" + values.map(\.debugRendered).joined(separator: ", ") + "]"
        case .dictionary(let values):
            values.isEmpty
                ? "[:]"
                : "["
                    + values.sorted { $0.key < $1.key }.map {
                        "\(String(reflecting: $0.key)): \($0.value.debugRendered)"
                    }
                    .joined(separator: ", ") + "]"
        case .macro: "<macro>"
        default: rendered
        }
    }

    /// Whether `{% if value %}` takes the branch: a non-empty collection or string, `true`, a
    /// positive number, any other non-nil value.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int(let value): value > 0
        case .number(let value): value > 0
        case .string(let value): !value.isEmpty
        case .array(let values): !values.isEmpty
        case .dictionary(let values): !values.isEmpty
        case .macro: true
        }
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value as a number, when it is one (Stencil compares numbers as `Float`).
    var number: Float? {
        switch self {
        case .int(let value): Float(value)
        case .number(let value): value
        default: nil
        }
    }

    /// The text of a value the string filters accept (Swift's `LosslessStringConvertible` types).
    var losslessString: String? {
        switch self {
        case .string(let value): value
        case .int(let value): value.description
        case .number(let value): value.description
        case .bool(let value): value.description
        default: nil
        }
    }

    /// Stencil's `==`: numbers by value, strings, booleans; nil equals nil; nothing else is equal.
    func stencilEquals(_ other: StencilValue) -> Bool {
        if let lhs = number, let rhs = other.number { return lhs == rhs }
        switch (self, other) {
        case (.string(let lhs), .string(let rhs)): return lhs == rhs
        case (.bool(let lhs), .bool(let rhs)): return lhs == rhs
        case (.null, .null): return true
        default: return false
        }
    }
}

extension StencilValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: StencilValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
    public init(dictionaryLiteral elements: (String, StencilValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

/// The parameters and body of a `{% macro name a b %}…{% endmacro %}`.
public struct StencilMacro: Sendable {
    var parameters: [String]
    var nodes: [any StencilNode]
}
