import LocaleCatalog
import LocalizationFormats

extension Checker {
    /// The readers' diagnostics of `catalog` as a command that writes reports them: at the severities a
    /// check gives them (`rules`, `--rule`, `--strict`), without the rules turned off, the keys ignored,
    /// or what a check rule judges instead (a Ukrainian plural with `one`, `few` and `many` and no
    /// `other` is complete for integers, as `plural-missing-category` decides).
    public func readerDiagnostics(of catalog: Catalog) -> [Diagnostic] {
        let ignored = configuration.ignoreKeys.map { Glob($0, crossesSlashes: true) }
        let enabled = enabledRules.map(\.rule)
        let policy = policy
        return catalog.diagnostics.compactMap { diagnostic in
            if enabled.contains(where: { $0.supersedes(diagnostic) }) { return nil }
            var diagnostic = diagnostic
            guard let severity = policy.severity(of: diagnostic.rule, reportedAt: diagnostic.severity) else {
                return nil
            }
            if let key = diagnostic.key, ignored.contains(where: { $0.matches(key) }) {
                return nil
            }
            diagnostic.severity = severity
            return diagnostic
        }
    }
}
