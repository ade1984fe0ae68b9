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
