import LocaleCatalog

/// What a ``TextPairCheck`` found wrong with one translation: the message (the rule adds the key
/// and language), and optionally a note to show at the development value.
public struct TextProblem: Sendable, Hashable {
    /// What is wrong, without the key and language (the rule adds them).
    public var message: String
    /// A note attached at the development value's location (e.g. what it was when locked).
    public var sourceNote: String?

    /// A problem described by `message`, with an optional note at the development value.
    public init(_ message: String, sourceNote: String? = nil) {
        self.message = message
        self.sourceNote = sourceNote
    }
}
