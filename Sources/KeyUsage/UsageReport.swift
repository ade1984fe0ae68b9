import AccessorGeneration
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// What `localekit usage` found: keys no code uses, keys code uses that no table defines, and
/// keys built at run time.
public struct UsageReport: Sendable {
    /// A defined key that nothing references; located at its definition in the development language.
    public struct Unused: Sendable, Hashable {
        public var key: String
        public var table: String
        public var location: SourceLocation
    }

    /// A run-time key: its static prefix and how many defined keys it may stand for.
    public struct Undeterminable: Sendable, Hashable {
        public var reference: KeyReference
        public var matchingKeys: Int
    }

    public var unused: [Unused] = []
    /// Literal keys in localized calls that the named table (or, when the call names none, every
    /// table) lacks.
    public var undefined: [KeyReference] = []
    public var undeterminable: [Undeterminable] = []
    /// Every reference found, for counts and tests.
    public var references: [KeyReference] = []
    /// Files that could not be read.
    public var problems: [Diagnostic] = []
    /// What was left out and why (a source file no target compiles).
    public var notes: [Diagnostic] = []
    public var definedKeyCount = 0
    /// The severity of the `undefined-key` findings (a warning until a ``FindingPolicy`` sets it).
    public var undefinedSeverity = Diagnostic.Severity.warning
    /// The severity of the `unused-key` findings (a warning until a ``FindingPolicy`` sets it).
    public var unusedSeverity = Diagnostic.Severity.warning

    public init() {}

    /// This report as `policy` shows it: the undefined or unused keys of a rule set off left out (and
    /// not counted), the others at the severity it gives them.
    public func applying(_ policy: FindingPolicy) -> UsageReport {
        var report = self
        if let severity = policy.severity(of: .undefinedKey, reportedAt: undefinedSeverity) {
            report.undefinedSeverity = severity
        } else {
            report.undefined = []
        }
        if let severity = policy.severity(of: .unusedKey, reportedAt: unusedSeverity) {
            report.unusedSeverity = severity
        } else {
            report.unused = []
        }
        return report
    }

    /// Whether a finding is an error (the command then exits 1).
    public var hasErrors: Bool {
        (!undefined.isEmpty && undefinedSeverity == .error) || (!unused.isEmpty && unusedSeverity == .error)
    }

    /// `unused-key` and `undefined-key` diagnostics, each at its own location.
    public var diagnostics: [Diagnostic] {
        problems + notes + undefined.map(diagnostic(undefined:)) + unused.map(diagnostic(unused:))
    }

    /// The findings of the `undefined-key` and `unused-key` rules, with their keys and tables.
    public var undefinedFindings: [Finding] {
        undefined.map { Finding(diagnostic(undefined: $0), table: $0.table, key: $0.key) }
    }

    public var unusedFindings: [Finding] {
        unused.map { Finding(diagnostic(unused: $0), table: $0.table, key: $0.key) }
    }

    func diagnostic(undefined reference: KeyReference) -> Diagnostic {
        let place = reference.table.map { "table '\($0)'" } ?? "any table"
        return Diagnostic(
            undefinedSeverity, rule: .undefinedKey,
            "'\(reference.key)' is not defined in \(place) (\(reference.call)): the app shows it as written",
            at: reference.location)
    }

    func diagnostic(unused entry: Unused) -> Diagnostic {
        Diagnostic(
            unusedSeverity, rule: .unusedKey, "'\(entry.key)' (table '\(entry.table)') is not used in the sources",
            at: entry.location)
    }
}
