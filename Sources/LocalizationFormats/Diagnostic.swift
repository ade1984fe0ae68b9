/// A finding about a user's localization files: a reader error, a failed check, a generator warning.
///
/// Libraries return diagnostics as values; only the command-line tool prints them.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a finding is. Ordered: `note < warning < error`.
    public enum Severity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Extra context attached to a diagnostic, such as the first definition of a duplicate key.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    /// The rule that produced this finding, e.g. `syntax` or `missing-translation`.
    public var rule: String
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]
    /// The key of the entry the diagnostic is about, when a reader knows it (a `.stringsdict`
    /// entry's problems): `check` reports it with the finding.
    public var key: String?

    public init(
        _ severity: Severity, rule: String, _ message: String, at location: SourceLocation?,
        notes: [Note] = [], key: String? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
        self.notes = notes
        self.key = key
    }

    /// A reader error: the file could not be read as written at `location`.
    public static func syntax(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, rule: "syntax", message, at: location, notes: notes)
    }
}
