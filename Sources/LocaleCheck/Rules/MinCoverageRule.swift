import LocaleCatalog
import LocalizationFormats

/// `min-coverage`: a language whose share of translated development keys (a regional variant's
/// keys covered by its parent included) is below its `minCoverage` in `localekit.json` (the
/// language's own entry, else `*`).
public struct MinCoverageRule: CheckRule {
    public let id = Diagnostic.Rule.minCoverage
    public let defaultSeverity: Diagnostic.Severity? = .error
    public let summary = "A language's translated share is below its configured minCoverage."

    /// The rule; it has nothing to configure.
    public init() {}

    public var scope: CheckScope { .root }
    public var translatedEntryUse: TranslatedEntryUse { .none }

    public func check(_ context: CheckContext) -> [Finding] {
        guard !context.configuration.minCoverage.isEmpty else { return [] }
        var findings: [Finding] = []
        for coverage in Coverage.byLanguage(context.coverage) {
            guard coverage.language != context.developmentLanguage,
                let minimum = context.configuration.minimumCoverage(for: coverage.language),
                coverage.coveredPercent < minimum
            else { continue }
            let file =
                coverage.tables.lazy.compactMap {
                    context.catalog.tables[$0.table]?.languages[coverage.language]?.files.first
                }
                .first ?? coverage.tables.first.map {
                    context.expectedFiles(table: Table(name: $0.table), language: coverage.language)[0]
                }
                ?? context.root
            let diagnostic = Diagnostic(
                .error, rule: id,
                "\(coverage.language) is \(Coverage.format(coverage.coveredPercent))% translated "
                    + "(\(coverage.translated)/\(coverage.total)"
                    + (coverage.fallback > 0 ? ", \(coverage.fallback) more by fallback" : "")
                    + "), below the minimum of \(Coverage.format(minimum))%",
                at: SourceLocation(file: file))
            findings.append(Finding(diagnostic, language: coverage.language))
        }
        return findings
    }
}

extension Diagnostic.Rule {
    /// `min-coverage`: a language whose share of translated development keys is below its
    public static let minCoverage = Diagnostic.Rule("min-coverage")
}
