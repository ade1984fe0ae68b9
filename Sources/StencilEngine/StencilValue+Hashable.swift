extension StencilValue: Hashable {
    /// Values are equal when they hold the same data; macros when their parameters are the same.
    public static func == (lhs: StencilValue, rhs: StencilValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a == b
        case (.macro(let a), .macro(let b)): a.parameters == b.parameters
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .int(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .dictionary(let values): hasher.combine(values)
        case .macro(let macro): hasher.combine(macro.parameters)
        }
    }
}
