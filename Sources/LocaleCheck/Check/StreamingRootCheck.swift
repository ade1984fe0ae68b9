import Foundation
import LocaleCatalog
import LocalizationFormats

/// Checks one localization root of `.strings` and `.stringsdict` files a table at a time, and
/// within a table one language at a time: the reference (development language and `Base`) stays
/// in memory while each other language is read, checked and dropped. The report is the one
/// ``Checker`` makes from the whole catalog at once, finding for finding.
///
/// Those files name their table and language in their path, so the catalog's shape (which
/// tables exist in which languages, from which files) is known before anything is read; XLIFF
/// and String Catalog files hold several, so roots with them are loaded whole.
struct StreamingRootCheck {
    let checker: Checker
    let root: String
    /// The root's files, sorted.
    let files: [String]

    /// Whether every file names its table and language in its path, and every rule is built in
    /// (they read only ``CheckContext/checkedLanguages``).
    static func applies(to files: [String], rules: [any CheckRule]) -> Bool {
        files.allSatisfy { file in
            let ext = (file as NSString).pathExtension.lowercased()
            return ext == "strings" || ext == "stringsdict" || CatalogLoader.interfaceBuilderExtensions.contains(ext)
        }
            && rules.allSatisfy { rule in
                CheckRules.all.contains { $0.id == rule.id && type(of: $0) == type(of: rule) }
            }
    }

    /// The files of one table in one language.
    private struct Group {
        var language: String
        var files: [String]
    }

    func run() -> CheckReport {
        // Table → language → files, in the order the loader merges them.
        var groups: [String: [String: [String]]] = [:]
        var shape = Catalog(developmentLanguage: "")
        for file in files {
            let (table, language) = FileReader.tableAndLanguage(of: file)
            if CatalogLoader.interfaceBuilderExtensions.contains((file as NSString).pathExtension.lowercased()) {
                shape.interfaceBuilderFiles.append(.init(table: table, language: language, path: file))
                continue
            }
            groups[table, default: [:]][language, default: []].append(file)
            // A file that cannot be read defines nothing (it becomes an `io` finding).
            if FileReader.isReadable(path: file) {
                shape.tables[table, default: Table(name: table)]
                    .languages[language, default: LanguageTable(language: language)].files.append(file)
            }
        }
        // These files declare no source language: the configuration's, else `en`, else `Base`.
        shape.developmentLanguage =
            DevelopmentLanguage.resolve(
                configured: checker.configuration.developmentLanguage, declarations: [],
                languages: shape.languagesWithFiles
            ).code
        let skeleton = shape
        var rootContext = CheckContext(catalog: skeleton, root: root, configuration: checker.configuration)
        rootContext.lock = checker.lock
        let allEnabled = checker.enabledRules
        let missingTranslation = allEnabled.first { $0.rule.id == MissingTranslations.rule }
        let minCoverage = allEnabled.filter { $0.rule.id == MinCoverageRule().id }
        let referenceRules = allEnabled.filter {
            $0.rule.id != MissingTranslations.rule && $0.rule.id != MinCoverageRule().id
        }
        let languageRules = referenceRules.filter { $0.rule.id != MissingTableRule().id }

        var report = CheckReport(developmentLanguage: rootContext.developmentLanguage)
        var coverage: [TableCoverage] = []
        for table in groups.keys.sorted() {
            let languages = groups[table] ?? [:]
            var tableCheck = TableCheck(
                checker: checker, name: table, context: rootContext, missingTranslation: missingTranslation)
            tableCheck.context.tableCache = TableRuleCache()

            // The reference languages, with every other language's files (for `missing-table`).
            let development = rootContext.developmentLanguage
            let referenceLanguages = (development == "Base" ? [development] : [development, "Base"])
                .filter { languages[$0] != nil }
            var referenceCatalog = Self.read(referenceLanguages.flatMap { languages[$0] ?? [] }, into: skeleton)
            for (language, languageTable) in skeleton.tables[table]?.languages ?? [:]
            where !referenceLanguages.contains(language) {
                referenceCatalog.tables[table]?.languages[language] = languageTable
            }
            if referenceCatalog.tables[table] == nil, let skeletonTable = skeleton.tables[table] {
                referenceCatalog.tables[table] = skeletonTable
            }
            tableCheck.setReference(referenceCatalog.tables[table])
            let checked = rootContext.supportedLanguages.filter { referenceLanguages.contains($0) }
            tableCheck.check(referenceCatalog, languages: checked, rules: referenceRules, allEnabled: allEnabled)

            // Every other language, read a few at a time (in parallel) and checked in order.
            let others = languages.keys.sorted().filter { !referenceLanguages.contains($0) }
            let batchSize = max(1, ProcessInfo.processInfo.activeProcessorCount)
            for start in stride(from: 0, to: others.count, by: batchSize) {
                let batch = Array(others[start..<min(start + batchSize, others.count)])
                let screens = batch.map { rootContext.supportedLanguages.contains($0) ? tableCheck.screen : nil }
                let results = ConcurrentMap.map(batch.count) { index in
                    Self.read(
                        languages[batch[index]] ?? [], into: skeleton, table: table, language: batch[index],
                        screen: screens[index])
                }
                for (language, (var catalog, screened)) in zip(batch, results) {
                    for reference in referenceLanguages {
                        catalog.tables[table, default: Table(name: table)].languages[reference] =
                            tableCheck.referenceTable?.languages[reference]
                    }
                    let checked = rootContext.supportedLanguages.contains(language) ? [language] : []
                    tableCheck.check(
                        catalog, languages: checked, rules: languageRules, allEnabled: allEnabled, screened: screened)
                }
            }
            let (tableReport, tableCoverage) = tableCheck.finish()
            coverage += tableCoverage
            report.merge(tableReport)
        }
        if !minCoverage.isEmpty {
            var context = rootContext
            context.precomputedCoverage = coverage
            let (findings, baselined) = checker.run(minCoverage, in: context, allEnabled: allEnabled, parallel: false)
            report.add(findings, coverage: [])
            report.baselined += baselined
        }
        report.add([], coverage: coverage)
        return report
    }

    /// Reads `files` (of one table and language) into a catalog, as ``CatalogLoader`` would.
    private static func read(_ files: [String], into skeleton: Catalog) -> Catalog {
        var catalog = Catalog(developmentLanguage: skeleton.developmentLanguage)
        for file in files { catalog.merge(fragment(of: file)) }
        return catalog
    }

    /// Reads one language's `files` of `table` into a catalog, as ``read(_:into:)`` does, except
    /// that when `screen` screens its one `.strings` file, only that file's suspects are entries
    /// of the catalog, and the slots of its other keys come beside it.
    private static func read(
        _ files: [String], into skeleton: Catalog, table: String, language: String, screen: TranslationScreen?
    ) -> (Catalog, screened: [Int32]) {
        let strings = files.filter { ($0 as NSString).pathExtension.lowercased() == "strings" }
        guard let screen, strings.count == 1, let screenedFile = strings.first else {
            return (read(files, into: skeleton), [])
        }
        var catalog = Catalog(developmentLanguage: skeleton.developmentLanguage)
        var screened: [Int32] = []
        for file in files {
            guard file == screenedFile, case .success(let data) = FileReader.contents(of: file) else {
                catalog.merge(fragment(of: file))
                continue
            }
            let strings = StringsReader.read(data, file: file)
            guard !data.isEmpty, let result = screen.screen(strings, language: language) else {
                catalog.merge(StringsFragmentReader.fragment(of: strings, isEmpty: data.isEmpty, path: file))
                continue
            }
            screened = result.slots
            catalog.merge(
                StringsFragmentReader.fragment(of: strings, isEmpty: false, path: file, indices: result.suspects))
        }
        return (catalog, screened)
    }

    /// One file's fragment; a path that no longer exists is reported as the loader reports it.
    private static func fragment(of file: String) -> CatalogFragment {
        guard FileManager.default.fileExists(atPath: file) else {
            return CatalogFragment(diagnostics: [
                Diagnostic(.error, rule: .io, "no such file or directory", at: SourceLocation(file: file))
            ])
        }
        return FileReader.read(path: file)
    }
}
