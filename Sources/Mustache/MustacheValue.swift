import Foundation

/// A value a Mustache template is rendered against: the JSON data model.
///
/// Truthiness follows the spec's JavaScript heritage: `null`, `false`, `0`, `""` and `[]` are falsey.
public enum MustacheValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([MustacheValue])
    /// A list whose elements are made when they are rendered (``MustacheList``).
    case list(MustacheList)
    case object([String: MustacheValue])

    /// Converts what `JSONSerialization.jsonObject(with:)` returns. Unknown types become `.null`.
    public init(jsonObject: Any) {
        switch jsonObject {
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            if type(of: number) == Self.booleanType {
                self = .bool(number.boolValue)
            } else if let int = number as? Int {
                self = .int(int)
            } else {
                self = .double(number.doubleValue)
            }
        case let array as [Any]:
            self = .array(array.map(MustacheValue.init(jsonObject:)))
        case let dictionary as [String: Any]:
            self = .object(dictionary.mapValues(MustacheValue.init(jsonObject:)))
        default:
            self = .null
        }
    }

    /// Encodes `value` as JSON and converts the result, so any `Encodable` model can be rendered.
    public init(encoding value: some Encodable) throws {
        let data = try JSONEncoder().encode(value)
        self.init(jsonObject: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }

    private static let booleanType = type(of: NSNumber(value: true))

    /// How many values this one holds, itself included.
    var valueCount: Int {
        switch self {
        case .array(let values): values.reduce(1) { $0 + $1.valueCount }
        case .list(let list): list.valueCount
        case .object(let members): members.values.reduce(1) { $0 + $1.valueCount }
        default: 1
        }
    }

    /// `false` for `null`, `false`, `0`, `""` and empty lists.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int(let value): value != 0
        case .double(let value): value != 0
        case .string(let value): !value.isEmpty
        case .array(let values): !values.isEmpty
        case .list(let list): list.count > 0
        case .object: true
        }
    }

    /// The text an interpolation tag inserts (before escaping).
    public var interpolated: String {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): value
        case .array(let values): values.map(\.interpolated).joined(separator: ",")
        case .list(let list): list.elements.map(\.interpolated).joined(separator: ",")
        case .object: ""
        }
    }

    /// The same value with every ``MustacheList`` made into an array: what the JSON model of it gives.
    public var materialized: MustacheValue {
        switch self {
        case .array(let values): .array(values.map(\.materialized))
        case .list(let list): .array(list.elements.map(\.materialized))
        case .object(let members): .object(members.mapValues(\.materialized))
        default: self
        }
    }

    /// The member named `name` of an object.
    subscript(member name: String) -> MustacheValue? {
        guard case .object(let members) = self else { return nil }
        return members[name]
    }
}
