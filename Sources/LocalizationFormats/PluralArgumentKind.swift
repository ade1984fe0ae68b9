/// What kind of number a plural's count is, which decides the categories it can select: in
/// Russian an integer is `one`, `few` or `many`, never `other` (CLDR's `other` there holds only
/// fractions such as 1.5).
public enum PluralArgumentKind: Sendable, Hashable {
    /// `d`, `i`, `u`, `ld`, `lld`, `lu`, `x`…: whole numbers only.
    case integer
    /// `f`, `e`, `g`, `a`…, and a count whose type is not known (`@` takes an `NSNumber`, a missing
    /// value type any number): fractions as well as whole numbers.
    case floatingPoint

    /// The kind of a counted argument of `type`: integers for the integer types, else floating point.
    public init(_ type: PlaceholderType?) {
        switch type {
        case .int, .uint, .char, .unichar: self = .integer
        default: self = .floatingPoint
        }
    }
}

extension PluralVariable {
    /// The kind of number this variable counts, from its `NSStringFormatValueTypeKey`.
    public var argumentKind: PluralArgumentKind { PluralArgumentKind(countedType) }
}
