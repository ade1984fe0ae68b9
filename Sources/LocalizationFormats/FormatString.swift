// CONTRACT STUB — replaced by the real printf parser (issue 2). Signatures are fixed; others code against them.

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

/// One argument reference in a format string: `%@`, `%2$ld`, `%.2f`, or a `%#@var@` plural reference.
public struct FormatPlaceholder: Hashable, Sendable {
    /// 1-based argument position (explicit `n$`, or implicit by order).
    public var position: Int
    /// The specifier as written, e.g. `%1$@`, `%-5.2lf`, `%#@files@`.
    public var spec: String
    /// The conversion with its length modifier, e.g. `@`, `ld`, `f`.
    public var conversion: String
    /// `nil` for a `%#@var@` reference whose type comes from the variable's `NSStringFormatValueTypeKey`.
    public var type: PlaceholderType?
    /// The variable name of a `%#@var@` reference.
    public var variable: String?
    /// Offset of the `%` in the string, in Unicode scalars.
    public var offset: Int

    public init(
        position: Int, spec: String, conversion: String, type: PlaceholderType?, variable: String? = nil, offset: Int
    ) {
        self.position = position
        self.spec = spec
        self.conversion = conversion
        self.type = type
        self.variable = variable
        self.offset = offset
    }
}

/// A problem in a format string (`invalid-format`).
public struct FormatProblem: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case unknownConversion, mixedNumbering, conflictingTypes, incomplete, invalidPosition
    }
    public var kind: Kind
    public var message: String
    /// Offset of the fault in Unicode scalars.
    public var offset: Int

    public init(kind: Kind, message: String, offset: Int) {
        self.kind = kind
        self.message = message
        self.offset = offset
    }
}

/// A parsed printf-style format string.
public struct FormatString: Hashable, Sendable {
    /// In order of appearance; `%%` is not a placeholder.
    public var placeholders: [FormatPlaceholder]
    public var problems: [FormatProblem]

    public init(placeholders: [FormatPlaceholder], problems: [FormatProblem]) {
        self.placeholders = placeholders
        self.problems = problems
    }

    /// Parses `%[n$][flags][width][.precision][length]conversion` and `%#@var@` references.
    public init(parsing string: String) {
        self.init(placeholders: [], problems: [])
    }
}
