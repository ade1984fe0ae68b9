/// A problem in a format string (`invalid-format`).
public struct FormatProblem: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case unknownConversion, mixedNumbering, conflictingTypes, incomplete, invalidPosition
        /// A `%` at the very end: `String(format:)` drops it, the rest of the text is shown as written.
        case trailingPercent
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
