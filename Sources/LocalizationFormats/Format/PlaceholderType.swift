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

    /// Whether a plural variable may count with this type (`NSStringFormatValueTypeKey`).
    public var isNumeric: Bool {
        switch self {
        case .int, .uint, .double: true
        default: false
        }
    }
}
