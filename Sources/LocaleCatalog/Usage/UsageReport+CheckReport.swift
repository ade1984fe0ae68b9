/// The report as `check` findings, so `usage --format sarif` writes the same SARIF as `check`.
extension UsageReport {
    public func checkReport(developmentLanguage: String) -> CheckReport {
        var report = CheckReport(developmentLanguage: developmentLanguage)
        let undefinedFindings = undefined.enumerated().map { offset, reference in
            Finding(diagnostics[problems.count + offset], table: reference.table, key: reference.key)
        }
        let unusedFindings = unused.enumerated().map { offset, entry in
            Finding(diagnostics[problems.count + undefined.count + offset], table: entry.table, key: entry.key)
        }
        report.add(problems.map { Finding($0) } + undefinedFindings + unusedFindings, coverage: [])
        report.finish()
        return report
    }
}
