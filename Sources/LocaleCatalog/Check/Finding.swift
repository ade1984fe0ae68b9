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

    /// Orders findings by file, line, column, then rule, language and message, for stable output.
    /// Sorts indices on precomputed integer keys: comparing paths and copying findings in the
    /// sort itself dominated `check` on 100 000 findings.
    static func sortedForOutput(_ findings: [Finding]) -> [Finding] {
        let files = Set(findings.map { $0.diagnostic.location?.file ?? "" }).sorted()
        let rank = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, $0) })
        let keys = findings.map { finding -> (Int, Int, Int) in
            let location = finding.diagnostic.location
            return (rank[location?.file ?? ""] ?? 0, location?.line ?? 0, location?.column ?? 0)
        }
        let order = findings.indices.sorted { lhs, rhs in
            if keys[lhs] != keys[rhs] { return keys[lhs] < keys[rhs] }
            let (left, right) = (findings[lhs], findings[rhs])
            if left.rule != right.rule { return left.rule < right.rule }
            if (left.language ?? "") != (right.language ?? "") { return (left.language ?? "") < (right.language ?? "") }
            if left.diagnostic.message != right.diagnostic.message {
                return left.diagnostic.message < right.diagnostic.message
            }
            return lhs < rhs
        }
        return order.map { findings[$0] }
    }
}
