import AccessorGeneration
import LocaleCatalog
import LocaleCheck

/// The report as `check` findings, so `usage --format sarif` writes the same SARIF as `check`.
extension UsageReport {
    public func checkReport(developmentLanguage: String) -> CheckReport {
        var report = CheckReport(developmentLanguage: developmentLanguage)
        report.add(problems.map { Finding($0) } + undefinedFindings + unusedFindings, coverage: [])
        report.finish()
        return report
    }
}
