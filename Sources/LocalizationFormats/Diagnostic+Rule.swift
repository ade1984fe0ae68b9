extension Diagnostic {
    /// The id of the rule behind a diagnostic: what output shows in brackets (`[duplicate-key]`),
    /// what `localekit.json` `"rules"` and baselines name.
    ///
    /// Each module declares the ids it reports as static members, beside the code that reports
    /// them (`extension Diagnostic.Rule { public static let extraKey = Rule("extra-key") }`), so
    /// no id is spelled twice and a typo is a compile error.
    public struct Rule: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public init(_ rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}

/// The ids the readers of this module report.
extension Diagnostic.Rule {
    /// A file cannot be read as written.
    public static let syntax = Diagnostic.Rule("syntax")
    /// An escape in a `.strings` text that Foundation reads otherwise than it is written (`\u203A` as
    /// "u203A"); the file is still read.
    public static let escape = Diagnostic.Rule("escape")
    /// A key defined twice in one file.
    public static let duplicateKey = Diagnostic.Rule("duplicate-key")
    /// A printf format the reader cannot make sense of.
    public static let invalidFormat = Diagnostic.Rule("invalid-format")
    /// Bytes that are not text in the encoding the file declares or is detected in.
    public static let encoding = Diagnostic.Rule("encoding")
    /// A `.stringsdict` structure problem that does not stop the reading.
    public static let stringsdict = Diagnostic.Rule("stringsdict")
}
