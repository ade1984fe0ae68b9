import LocalizationFormats

/// What `localekit check` found: findings in output order, coverage, and the exit code.
public struct CheckReport: Sendable {
    public var developmentLanguage: String
    /// Sorted by file, line, column, rule.
    public private(set) var findings: [Finding] = []
    /// Per root, table and language.
    public private(set) var tableCoverage: [TableCoverage] = []
    /// Findings left out because the baseline has them.
    public var baselined = 0

    public init(developmentLanguage: String) {
        self.developmentLanguage = developmentLanguage
    }

    mutating func add(_ findings: [Finding], coverage: [TableCoverage]) {
        self.findings += findings
        tableCoverage += coverage
    }

    mutating func merge(_ other: CheckReport) {
        add(other.findings, coverage: other.tableCoverage)
        baselined += other.baselined
    }

    mutating func finish() {
        findings = Finding.sortedForOutput(findings)
    }

    /// Coverage per language over every root and table, sorted by language.
    public var coverage: [LanguageCoverage] {
        Coverage.byLanguage(tableCoverage, developmentLanguage: developmentLanguage)
    }

    /// Number of findings at `severity`.
    public func count(_ severity: Diagnostic.Severity) -> Int {
        var count = 0
        for finding in findings where finding.severity == severity { count += 1 }
        return count
    }

    /// Findings per rule id, for summaries.
    public var countsByRule: [String: Int] {
        findings.reduce(into: [:]) { $0[$1.rule, default: 0] += 1 }
    }

    /// Whether a path could not be read (exit 2 rather than 1).
    public var hasIOError: Bool { findings.contains { $0.rule == "io" } }

    /// 0 clean (notes and warnings only), 1 errors found, 2 a path could not be read.
    public var exitCode: Int32 {
        if hasIOError { return 2 }
        return count(.error) > 0 ? 1 : 0
    }
}
