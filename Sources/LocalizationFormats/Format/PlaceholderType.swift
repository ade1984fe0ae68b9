/// The Swift type a printf conversion takes.
public enum PlaceholderType: String, Hashable, Sendable, Codable {
    case string = "String"
    case int = "Int"
    case uint = "UInt"
    case double = "Double"
    case char = "CChar"
    case unichar = "UInt16"
    case cString = "UnsafePointer<CChar>"
    case unicharString = "UnsafePointer<UInt16>"
    case pointer = "UnsafeRawPointer"

    /// The Swift type name to use in generated code.
    public var swiftType: String { rawValue }
}

extension PlaceholderType {
    /// The type a printf conversion character takes, whatever its length modifier; nil for an unknown one.
    ///
    /// `@`→`String`; `d i`→`Int`; `o u x X`→`UInt`; `f F e E g G a A`→`Double`; `c`→`CChar`;
    /// `C`→`UInt16` (unichar); `s`→`UnsafePointer<CChar>`; `S`→`UnsafePointer<UInt16>`; `p`→`UnsafeRawPointer`.
    public init?(conversion: Unicode.Scalar) {
        switch conversion {
        case "@": self = .string
        case "d", "i": self = .int
        case "o", "u", "x", "X": self = .uint
        case "f", "F", "e", "E", "g", "G", "a", "A": self = .double
        case "c": self = .char
        case "C": self = .unichar
        case "s": self = .cString
        case "S": self = .unicharString
        case "p": self = .pointer
        default: return nil
        }
    }

    /// Whether one argument may be printed by a conversion of each type: the same type, or two
    /// integers (`%d` and `%lu`: `Int` and `UInt`, one machine word). A character (`%c`, `%C`) is not
    /// an integer here: a count printed as a character shows a character. An unknown type (nil)
    /// goes with any. `check` (placeholder-mismatch, invalid-format) and the generator both ask this.
    public static func mayBeOneArgument(_ lhs: PlaceholderType?, _ rhs: PlaceholderType?) -> Bool {
        guard let lhs, let rhs else { return true }
        return lhs == rhs || (lhs.isInteger && rhs.isInteger)
    }

    private var isInteger: Bool { self == .int || self == .uint }

    /// Whether a plural variable may count with this type (`NSStringFormatValueTypeKey`).
    public var isNumeric: Bool {
        switch self {
        case .int, .uint, .double: true
        default: false
        }
    }
}
