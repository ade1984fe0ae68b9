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
    /// Sorts indices on precomputed integer keys (file, line, column, rule and language ranks):
    /// comparing strings and copying findings in the sort itself dominated `check` on 100 000
    /// findings, most of which tie on their location (one key, many languages).
    static func sortedForOutput(_ findings: [Finding]) -> [Finding] {
        func ranks(_ values: [String]) -> [String: Int] {
            Dictionary(uniqueKeysWithValues: Set(values).sorted().enumerated().map { ($1, $0) })
        }
        let fileRank = ranks(findings.map { $0.diagnostic.location?.file ?? "" })
        let ruleRank = ranks(findings.map(\.rule))
        let languageRank = ranks(findings.map { $0.language ?? "" })
        let keys = findings.map { finding -> (Int, Int, Int, Int, Int) in
            let location = finding.diagnostic.location
            return (
                fileRank[location?.file ?? ""] ?? 0, location?.line ?? 0, location?.column ?? 0,
                ruleRank[finding.rule] ?? 0, languageRank[finding.language ?? ""] ?? 0
            )
        }
        let order = findings.indices.sorted { lhs, rhs in
            if keys[lhs] != keys[rhs] { return keys[lhs] < keys[rhs] }
            let (left, right) = (findings[lhs].diagnostic.message, findings[rhs].diagnostic.message)
            return left != right ? left < right : lhs < rhs
        }
        return order.map { findings[$0] }
    }
}
