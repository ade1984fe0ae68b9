import LocalizationFormats

/// A diagnostic with what it is about: the table, language and key. These identify a finding
/// across edits (a baseline matches on them, not on lines) and let `ignoreKeys` apply.
public struct Finding: Hashable, Sendable {
    public var diagnostic: Diagnostic
    public var table: String?
    public var language: String?
    public var key: String?

    public init(_ diagnostic: Diagnostic, table: String? = nil, language: String? = nil, key: String? = nil) {
        self.diagnostic = diagnostic
        self.table = table
        self.language = language
        self.key = key
    }

    public var rule: String { diagnostic.rule }
    public var severity: Diagnostic.Severity { diagnostic.severity }

    /// Orders findings by file, line, column, then rule, for stable output.
    static func sortedForOutput(_ findings: [Finding]) -> [Finding] {
        findings.sorted { lhs, rhs in
            let left = lhs.diagnostic.location ?? SourceLocation(file: "")
            let right = rhs.diagnostic.location ?? SourceLocation(file: "")
            if left != right { return left < right }
            if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
            if (lhs.language ?? "") != (rhs.language ?? "") { return (lhs.language ?? "") < (rhs.language ?? "") }
            return lhs.diagnostic.message < rhs.diagnostic.message
        }
    }
}
