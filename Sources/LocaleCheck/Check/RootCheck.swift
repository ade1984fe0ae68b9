import Foundation
import LocaleCatalog
import LocalizationFormats

/// The check engine: checks one localization root a table at a time, and within a table one
/// run at a time: first the reference languages (the development language and `Base`), then
/// each other language against them. ``CheckScope/table`` rules see one run each;
/// `missing-translation` and coverage are counted per run (``TableCheck``); ``CheckScope/root``
/// and ``CheckScope/catalog`` rules run once at the end, with the root's coverage.
///
/// The tables come from a ``TableSource``: files read lazily, a few languages at a time, or a
/// catalog in memory (whose tables are then checked in parallel).
struct RootCheck {
    let checker: Checker
    let root: String
    let source: any TableSource

    func run() -> CheckReport {
        var rootContext = CheckContext(catalog: source.skeleton, root: root, configuration: checker.configuration)
        rootContext.lock = checker.lock
        let enabled = checker.enabledRules
        let tableRules = enabled.filter { $0.rule.scope == .table }
        let tables = source.tableNames
        let context = rootContext
        let results: [(report: CheckReport, coverage: [TableCoverage])] =
            source.checksTablesConcurrently
            ? ConcurrentMap.map(tables.count) {
                check(tables[$0], context: context, rules: tableRules, allEnabled: enabled)
            }
            : tables.map { check($0, context: context, rules: tableRules, allEnabled: enabled) }
        var report = CheckReport(developmentLanguage: rootContext.developmentLanguage)
        var coverage: [TableCoverage] = []
        for result in results {
            report.merge(result.report)
            coverage += result.coverage
        }
        if !source.rootDiagnostics.isEmpty {
            // What no one table holds goes through the table rules once, with no table.
            var catalog = Catalog(developmentLanguage: source.skeleton.developmentLanguage)
            catalog.diagnostics = source.rootDiagnostics
            let context = CheckContext(catalog: catalog, sharing: rootContext, checkedLanguages: [])
            add(checker.run(tableRules, in: context, allEnabled: enabled), to: &report)
        }
        let rootRules = enabled.filter { $0.rule.scope == .root || $0.rule.scope == .catalog }
        if !rootRules.isEmpty {
            rootContext.coverage = coverage
            add(checker.run(rootRules, in: rootContext, allEnabled: enabled), to: &report)
        }
        report.add([], coverage: coverage)
        return report
    }

    private func add(_ result: (findings: [Finding], baselined: Int), to report: inout CheckReport) {
        report.add(result.findings, coverage: [])
        report.baselined += result.baselined
    }

    /// One table: its reference run, then its other languages a few at a time.
    private func check(
        _ table: String, context rootContext: CheckContext, rules: [Checker.EnabledRule],
        allEnabled: [Checker.EnabledRule]
    ) -> (report: CheckReport, coverage: [TableCoverage]) {
        let missingTranslation = allEnabled.first { $0.rule.scope == .coverage }
        var tableCheck = TableCheck(
            checker: checker, name: table, context: rootContext, missingTranslation: missingTranslation)
        let development = rootContext.developmentLanguage
        let languages = source.languages(of: table)
        let referenceLanguages = Table.referenceLanguages(developmentLanguage: development).filter(languages.contains)
        let referenceCatalog = source.reference(of: table, referenceLanguages: referenceLanguages)
        tableCheck.setReference(referenceCatalog.tables[table], enabled: allEnabled)
        let checked = rootContext.supportedLanguages.filter { referenceLanguages.contains($0) }
        tableCheck.check(referenceCatalog, languages: checked, rules: rules, allEnabled: allEnabled)

        // `missing-table` looks at every language's files, once: in the reference run.
        let languageRules = rules.filter { $0.rule.id != .missingTable }
        let others = languages.filter { !referenceLanguages.contains($0) }
        let batchSize = max(1, ProcessInfo.processInfo.activeProcessorCount)
        for start in stride(from: 0, to: others.count, by: batchSize) {
            let batch = Array(others[start..<min(start + batchSize, others.count)])
            let screens = batch.map { rootContext.supportedLanguages.contains($0) ? tableCheck.screen : nil }
            for (language, (var catalog, screened)) in zip(
                batch, source.read(table, languages: batch, screens: screens))
            {
                for reference in referenceLanguages {
                    catalog.tables[table, default: Table(name: table)].languages[reference] =
                        tableCheck.referenceTable?.languages[reference]
                }
                let checked = rootContext.supportedLanguages.contains(language) ? [language] : []
                tableCheck.check(
                    catalog, languages: checked, rules: languageRules, allEnabled: allEnabled, screened: screened)
            }
        }
        return tableCheck.finish()
    }
}
