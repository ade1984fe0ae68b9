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

    /// The rules that look at every language's files of a table: called in its reference run only.
    static let referenceRunRules: Set<Diagnostic.Rule> = [.missingTable, .developmentOnlyTable, .tableNameCase]
    /// The rules a data file (a `.strings` file outside the `.lproj` folders) is checked by.
    static let dataFileRules: Set<Diagnostic.Rule> = [.syntax, .duplicateKey]

    /// The object ids of `table`'s storyboards and `.xib` files (nil when none could be read).
    private static func objectIDs(of table: String, in skeleton: Catalog) -> Set<String>? {
        let sets = skeleton.interfaceBuilderFiles.filter { $0.table == table }.compactMap {
            InterfaceObjectIDs.read(path: $0.path)
        }
        return sets.isEmpty ? nil : sets.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// `table` in its reference languages (the development language and `Base`, those it has) with
    /// every other language's files; an `InfoPlist` table with neither takes the nearest
    /// `Info.plist` as its development version (its entries compared with, never checked: the
    /// reference run checks only languages the table has).
    private func reference(
        of table: String, languages: [String], context: CheckContext
    ) -> (catalog: Catalog, languages: [String]) {
        let development = context.developmentLanguage
        let referenceLanguages = Table.referenceLanguages(developmentLanguage: development).filter(languages.contains)
        var catalog = source.reference(of: table, referenceLanguages: referenceLanguages)
        guard referenceLanguages.isEmpty, var whole = catalog.tables[table], context.isInfoPlistTable(whole),
            let plist = InfoPlistReference.find(from: root),
            let plistTable = InfoPlistReference.table(from: plist, language: development)
        else { return (catalog, referenceLanguages) }
        whole.languages[development] = plistTable
        catalog.tables[table] = whole
        return (catalog, [development])
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
        // A data file (outside the `.lproj` folders) is checked for its syntax only.
        let isData = rootContext.dataTables.contains(table)
        let rules = isData ? rules.filter { Self.dataFileRules.contains($0.rule.id) } : rules
        let missingTranslation = isData ? nil : allEnabled.first { $0.rule.scope == .coverage }
        var context = rootContext
        if rootContext.interfaceBuilderTables.contains(table) {
            context.interfaceObjectIDs = Self.objectIDs(of: table, in: source.skeleton)
        }
        var tableCheck = TableCheck(
            checker: checker, name: table, context: context, missingTranslation: missingTranslation)
        let languages = source.languages(of: table)
        let (referenceCatalog, referenceLanguages) = reference(of: table, languages: languages, context: rootContext)
        tableCheck.setReference(referenceCatalog.tables[table], enabled: allEnabled)
        let checked = rootContext.supportedLanguages.filter {
            languages.contains($0) && referenceLanguages.contains($0)
        }
        tableCheck.check(referenceCatalog, languages: checked, rules: rules, allEnabled: allEnabled)

        // Rules about the table's languages and files look at them once: in the reference run.
        let languageRules = rules.filter { !Self.referenceRunRules.contains($0.rule.id) }
        let others = languages.filter { !referenceLanguages.contains($0) }
        checkTranslations(
            others, of: table, in: &tableCheck, referenceLanguages: referenceLanguages, context: rootContext,
            rules: languageRules, allEnabled: allEnabled)
        return tableCheck.finish()
    }

    /// The table's other languages, a few at a time: a language's reading and rules depend on the
    /// reference alone, so a batch runs at once (a source whose tables are checked at once keeps each
    /// table's languages on its thread); what each found is recorded in language order, as a
    /// variant's coverage needs its parent's.
    private func checkTranslations(
        _ languages: [String], of table: String, in tableCheck: inout TableCheck, referenceLanguages: [String],
        context: CheckContext, rules: [Checker.EnabledRule], allEnabled: [Checker.EnabledRule]
    ) {
        let runner = tableCheck.runner
        let screen = tableCheck.screen
        let referenceTable = tableCheck.referenceTable
        let check = { @Sendable (language: String) -> TableCheck.Run in
            let checked = context.supportedLanguages.contains(language)
            var (catalog, screened) = source.read(table, language: language, screen: checked ? screen : nil)
            for reference in referenceLanguages {
                catalog.tables[table, default: Table(name: table)].languages[reference] =
                    referenceTable?.languages[reference]
            }
            return runner.run(
                catalog, languages: checked ? [language] : [], rules: rules, allEnabled: allEnabled,
                screened: screened)
        }
        guard !source.checksTablesConcurrently else {
            for language in languages { tableCheck.record(check(language)) }
            return
        }
        // Each run recorded in language order as soon as it is done, while the next ones are checked;
        // at most four per core ahead, so that memory stays that of a few languages.
        let window = 4 * max(1, ProcessInfo.processInfo.activeProcessorCount)
        ConcurrentMap.inOrder(languages.count, window: window, { check(languages[$0]) }) { tableCheck.record($0) }
    }
}
