import LocaleCatalog
import LocalizationFormats

/// One table of a ``RootCheck``: checks the table's languages run by run against its
/// reference, and collects the findings, the compact `missing-translation` findings and the
/// coverage counts of every run.
struct TableCheck {
    let checker: Checker
    let name: String
    /// The root's context, with this table's ``TableReference``.
    var context: CheckContext
    /// `missing-translation`, when it is on.
    let missingTranslation: Checker.EnabledRule?
    private let hasBaseline: Bool
    /// The reference languages' versions of the table (and every language's files).
    private(set) var referenceTable: Table?
    /// Its languages by normalized code (``CheckContext/languageSpellings(of:)``).
    private var languageSpellings: [String: String] = [:]
    private(set) var report: CheckReport
    private var reference: TableReference?
    /// The reference's keys to translate (``TableReference/keys``).
    private var keys: [String] = []
    /// Each key's index in `missing`'s keys, once a language lacks it.
    private var keyIDs: [Int32] = []
    private var missing = MissingTranslations()
    /// Translated keys per language.
    private var translated: [String: Int] = [:]
    /// Keys a language lacks that its fallback parent has (``CheckContext/fallbackParent(of:in:)``).
    private var coveredByFallback: [String: Int] = [:]
    /// Per language checked, which of `keys` its table has: what a regional variant falls back to.
    private var present: [String: [Bool]] = [:]
    /// Tells which entries of a translation's `.strings` file a rule could report (see
    /// ``TranslationScreen``); nil without a reference, or with a rule the screen does not know.
    private(set) var screen: TranslationScreen?

    init(checker: Checker, name: String, context: CheckContext, missingTranslation: Checker.EnabledRule?) {
        self.checker = checker
        self.name = name
        self.context = context
        self.missingTranslation = missingTranslation
        hasBaseline = checker.baseline != nil
        report = CheckReport(developmentLanguage: context.developmentLanguage)
    }

    mutating func setReference(_ table: Table?, enabled: [Checker.EnabledRule]) {
        referenceTable = table
        languageSpellings = table.map(CheckContext.languageSpellings(of:)) ?? [:]
        guard let table, let languageTable = context.reference(for: table) else { return }
        let reference = TableReference(languageTable, context: context)
        self.reference = reference
        keys = reference.keys
        context.tableReference = reference
        keyIDs = Array(repeating: -1, count: reference.keys.count)
        // An Interface Builder table is small, and `stale-object-key` reads every key of its translations.
        guard !context.isInterfaceBuilderTable(table) else { return }
        screen = TranslationScreen.forRules(
            enabled.map(\.rule), table: table.name, reference: reference, context: context)
    }

    /// What one run found, and what its coverage is counted from (see ``record(_:)``).
    struct Run: Sendable {
        let catalog: Catalog
        let languages: [String]
        let findings: [Finding]
        let baselined: Int
        /// For one translation: its entries paired with the reference, and each one's slot.
        let paired: (pairs: [EntryPairs.Pair], slots: [Int32])?
        let screened: [Int32]
    }

    /// Runs `rules` over `catalog` (this table, in the reference languages and the ones read for
    /// this run), for the entries of `languages`, then counts their coverage and missing translations.
    /// - Parameter screened: for one language, the slots of the keys a file that ``screen``
    ///   passed defines (that file's entries are not in `catalog`, its path is).
    mutating func check(
        _ catalog: Catalog, languages: [String], rules: [Checker.EnabledRule], allEnabled: [Checker.EnabledRule],
        screened: [Int32] = []
    ) {
        record(runner.run(catalog, languages: languages, rules: rules, allEnabled: allEnabled, screened: screened))
    }

    /// What a run reads of this check: the reference, not what the runs counted (so runs can go to other
    /// threads while this check records, without copying its counts).
    var runner: Runner { Runner(checker: checker, name: name, context: context, reference: reference) }

    /// Adds a run's findings, and counts its languages' coverage and missing translations.
    mutating func record(_ run: Run) {
        report.add(run.findings, coverage: [])
        report.baselined += run.baselined
        guard reference != nil, let table = run.catalog.tables[name] else { return }
        if let paired = run.paired, let language = run.languages.first {
            count(paired.pairs, slots: paired.slots, screened: run.screened, table: table, language: language)
            return
        }
        for language in run.languages {
            guard let languageTable = table.languages[language] else { continue }
            count(languageTable, table: table, language: language)
        }
    }

    /// Coverage and missing translations of one language, from its entries in the catalog.
    private mutating func count(_ languageTable: LanguageTable, table: Table, language: String) {
        let lacksTranslations = missingTranslation != nil && language != context.developmentLanguage
        let parent = language == context.developmentLanguage ? nil : fallbackPresence(of: language)
        var group: Int32?
        var count = 0
        var fallback = 0
        var present = [Bool](repeating: false, count: keys.count)
        let hidden = hiddenTranslations(table: table, language: language)
        for (index, key) in keys.enumerated() {
            guard let entry = languageTable.entries[key] else {
                if parent?[index] == true {
                    fallback += 1
                } else if lacksTranslations {
                    addMissing(index, table: table, language: language, group: &group)
                }
                continue
            }
            present[index] = true
            if context.isTranslated(entry) && !hidden.contains(key) { count += 1 }
        }
        translated[language] = count
        coveredByFallback[language] = fallback
        self.present[language] = present
    }

    /// Coverage and missing translations of one language, from its paired entries and the keys
    /// of its screened file (translated, each of them; an entry of the catalog shadows them, as a
    /// `.stringsdict` entry shadows the `.strings` entry of the same key).
    private mutating func count(
        _ pairs: [EntryPairs.Pair], slots: [Int32], screened: [Int32], table: Table, language: String
    ) {
        var present = [Bool](repeating: false, count: keys.count)
        var count = 0
        let hidden = hiddenTranslations(table: table, language: language)
        for (index, slot) in slots.enumerated() where slot >= 0 {
            present[Int(slot)] = true
            let entry = pairs[index].entry
            if context.isTranslated(entry) && !hidden.contains(entry.key) { count += 1 }
        }
        for slot in screened where !present[Int(slot)] {
            present[Int(slot)] = true
            if !hidden.contains(keys[Int(slot)]) { count += 1 }
        }
        translated[language] = count
        self.present[language] = present
        let parent = fallbackPresence(of: language)
        var group: Int32?
        var fallback = 0
        let lacksTranslations = missingTranslation != nil
        for index in keys.indices where !present[index] {
            if parent?[index] == true {
                fallback += 1
            } else if lacksTranslations {
                addMissing(index, table: table, language: language, group: &group)
            }
        }
        coveredByFallback[language] = fallback
    }

    /// The keys whose translated `.strings` value the app never shows: the `.stringsdict` entry in
    /// `language`'s own folder is still the development text and wins over it in every CoreFoundation
    /// version, so the key is not translated. (Where the language reads the development language's
    /// `.stringsdict`, current systems show its own `.strings` text: that counts, and
    /// `hidden-translation` warns about older systems. An own plural equal to the development one with
    /// no `.strings` value beside it counts as a text equal to the development one does.)
    private func hiddenTranslations(table: Table, language: String) -> Set<String> {
        guard let shown = ShownValues(table: table, language: language, context: context),
            !shown.readsDevelopmentStringsDict, let files = table.languages[language]?.files
        else { return [] }
        return HiddenTranslationRule.hiddenKeys(in: files, shown: shown, table: table, context: context)
    }

    /// Which keys `language`'s fallback parent has: every key when the parent is the development
    /// language, the parent's keys when it was checked before (a parent sorts before its
    /// variants), nil without a parent.
    private func fallbackPresence(of language: String) -> [Bool]? {
        guard referenceTable != nil, let parent = context.fallbackParent(of: language, spellings: languageSpellings)
        else {
            return nil
        }
        if parent == context.developmentLanguage { return Array(repeating: true, count: keys.count) }
        return present[parent]
    }

    /// Adds `keys[index]` to `language`'s missing translations (`missing-translation` is on).
    private mutating func addMissing(
        _ index: Int, table: Table, language: String, group: inout Int32?
    ) {
        // Asked only with a baseline: a real catalog has ~10⁵ missing translations, and each question
        // builds a fingerprint of four strings.
        if hasBaseline,
            checker.isBaselined(
                Baseline.Fingerprint(
                    rule: MissingTranslations.rule.rawValue, table: name, language: language, key: keys[index],
                    message: nil))
        {
            report.baselined += 1
            return
        }
        if group == nil {
            let severity = checker.reported(
                context.coverageGapSeverity(
                    missingTranslation?.override ?? MissingTranslationRule.severity, language: language, table: name))
            group = missing.addGroup(
                MissingTranslations.Group(
                    table: name, language: language, severity: severity,
                    notes: [MissingTranslationRule.tableNote(context, table: table, language: language)]))
        }
        if keyIDs[index] < 0, let reference {
            keyIDs[index] = missing.addKey(keys[index], at: reference.locations[index])
        }
        missing.append(key: keyIDs[index], group: group ?? 0)
    }

    /// The table's coverage per supported language (none when nothing is to be translated), and
    /// the report with the compact findings added.
    mutating func finish() -> (report: CheckReport, coverage: [TableCoverage]) {
        report.add(missing)
        missing = MissingTranslations()
        guard reference != nil, !keys.isEmpty, let referenceTable, !context.isDevelopmentOnly(referenceTable),
            !context.dataTables.contains(name)
        else { return (report, []) }
        // Base internationalization: the development language's texts live only in `Base.lproj`, which
        // is what its users read (their `.lproj` lacks the table): its own texts, not a fallback.
        let baseHoldsDevelopment = context.reference(for: referenceTable)?.language == "Base"
        let coverage = context.coverageLanguages.map { language in
            let isDevelopment = language == context.developmentLanguage
            if isDevelopment, baseHoldsDevelopment, translated[language] == nil {
                return TableCoverage(
                    root: context.root, table: name, language: language, translated: keys.count, total: keys.count)
            }
            // A language with no file for the table falls back whole to its parent, if any; the
            // development language to its reference (the `Info.plist`).
            let parent = isDevelopment ? keys.count : fallbackPresence(of: language)?.lazy.filter { $0 }.count ?? 0
            let fallback = coveredByFallback[language] ?? translated[language].map { _ in 0 } ?? parent
            return TableCoverage(
                root: context.root, table: name, language: language, translated: translated[language] ?? 0,
                total: keys.count, fallback: fallback)
        }
        return (report, coverage)
    }
}

extension TableCheck {
    /// The rules' part of a run: it changes nothing, so the runs of several languages can go at once;
    /// ``TableCheck/record(_:)`` then counts each, in order.
    struct Runner: Sendable {
        let checker: Checker
        let name: String
        let context: CheckContext
        let reference: TableReference?

        func run(
            _ catalog: Catalog, languages: [String], rules: [Checker.EnabledRule],
            allEnabled: [Checker.EnabledRule], screened: [Int32]
        ) -> Run {
            var runContext = CheckContext(catalog: catalog, sharing: context, checkedLanguages: languages)
            var paired: (pairs: [EntryPairs.Pair], slots: [Int32])?
            if let reference, let table = catalog.tables[name], languages.count == 1,
                let language = languages.first, language != context.developmentLanguage,
                let languageTable = table.languages[language]
            {
                // One language: pair its entries with the reference once, for the rules and for
                // coverage and missing translations.
                let (pairs, slots) = pair(languageTable, with: reference)
                runContext.pairedEntries = EntryPairs(table: name, language: language, pairs: pairs)
                if rules.contains(where: { if case .textPair = $0.rule.translatedEntryUse { true } else { false } }) {
                    runContext.textPairs = LocatedTextPairs(
                        table: name, language: language, pairs: pairs, context: runContext)
                }
                if rules.filter({ ParsedPlurals.readers.contains($0.rule.id) }).count > 1 {
                    runContext.parsedPlurals = ParsedPlurals(
                        table: name, language: language, entries: languageTable.entries)
                }
                paired = (pairs, slots)
            }
            let (findings, baselined) = checker.run(rules, in: runContext, allEnabled: allEnabled)
            return Run(
                catalog: catalog, languages: languages, findings: findings, baselined: baselined, paired: paired,
                screened: screened)
        }

        /// `languageTable`'s entries with the reference's entries of the same keys, and the index
        /// in `keys` of each (-1 for keys the reference lacks or that need no translation).
        private func pair(
            _ languageTable: LanguageTable, with reference: TableReference
        ) -> (pairs: [EntryPairs.Pair], slots: [Int32]) {
            var pairs: [EntryPairs.Pair] = []
            var slots: [Int32] = []
            pairs.reserveCapacity(languageTable.entries.count)
            slots.reserveCapacity(languageTable.entries.count)
            for (key, entry) in languageTable.entries {
                if let index = reference.index[key] {
                    pairs.append(
                        EntryPairs.Pair(
                            key: key, entry: entry, original: reference.entries[Int(index)], referenceIndex: index))
                    slots.append(reference.slots[Int(index)])
                } else {
                    pairs.append(EntryPairs.Pair(key: key, entry: entry, original: nil))
                    slots.append(-1)
                }
            }
            return (pairs, slots)
        }
    }
}
