import Foundation
import LocalizationFormats

/// Loaded tables and lookup plans, per bundle × language × table; safe from any thread.
///
/// A plan is what a lookup needs: the tables of the fallback chain in order, and the locale to format
/// in. Files are read once; a broken file's diagnostics are handed back once, when it is first read.
final class TableCache: Sendable {
    final class Plan: Sendable {
        let tables: [LocalizationTable]
        let locale: FormatLocale

        /// The first table's texts, held here so that the usual lookup is one probe with no retain.
        private let firstStrings: StringTable

        init(tables: [LocalizationTable], locale: FormatLocale) {
            self.tables = tables
            self.locale = locale
            firstStrings = tables.first?.strings ?? StringTable(StringTable.Builder(expectedCount: 0))
        }

        /// What `key` resolves to in the first table of the chain that has it (a table's texts hold no
        /// key that its plurals or width rules have).
        func resolve(_ key: String) -> Resolution {
            if let text = firstStrings[key] { return .text(text) }
            for table in tables {
                if let text = table.strings[key] { return .text(text) }
                if let plural = table.plural(key) { return .plural(plural, in: table) }
                if let variants = table.widths[key] { return .widths(variants) }
            }
            return .missing
        }
    }

    private struct PlanKey: Hashable {
        let bundle: ObjectIdentifier
        let language: String
        let table: String
    }

    private struct TableKey: Hashable {
        let bundle: ObjectIdentifier
        let folder: String
        let table: String
    }

    private struct State {
        var bundles: [ObjectIdentifier: (bundle: Bundle, languages: BundleLanguages)] = [:]
        var tables: [TableKey: LocalizationTable?] = [:]
        var plans: [PlanKey: Plan] = [:]
        var locales: [String: FormatLocale] = [:]
        /// The plan used last: comparing its key is cheaper than hashing one.
        var lastKey: PlanKey?
        var lastPlan: Plan?
    }

    private let state = Synchronized(State())
    let developmentLanguage: String

    init(developmentLanguage: String) {
        self.developmentLanguage = developmentLanguage
    }

    /// The `.lproj` folders of `bundle` (scanned once).
    func languages(of bundle: Bundle) -> BundleLanguages {
        state.withLock { Self.languages(of: bundle, in: &$0) }
    }

    /// What a key resolves to in the first table of the chain that has it.
    enum Resolution: Sendable {
        case text(String)
        case plural(PluralFormat, in: LocalizationTable)
        /// A variable-width rule: the caller picks the variant.
        case widths(WidthVariants)
        case missing
    }

    /// Resolves `key` in its plan, under the lock; `diagnostics` lists problems
    /// of files read by this call, `nil` when none were read.
    func resolve(_ key: String, bundle: Bundle, language: String, table: String)
        -> (resolution: Resolution, diagnostics: [Diagnostic]?)
    {
        state.withLock { state in
            // The plan used last, compared field by field: no key is built or hashed, no plan retained.
            if state.lastKey?.bundle == ObjectIdentifier(bundle), state.lastKey?.language == language,
                state.lastKey?.table == table, let resolution = state.lastPlan?.resolve(key)
            {
                return (resolution, nil)
            }
            let planKey = PlanKey(bundle: ObjectIdentifier(bundle), language: language, table: table)
            let found = plan(for: planKey, bundle: bundle, in: &state)
            return (found.plan.resolve(key), found.diagnostics)
        }
    }

    /// The formatting locale of `language` (its plan's, learned once).
    func locale(bundle: Bundle, language: String, table: String) -> FormatLocale {
        let planKey = PlanKey(bundle: ObjectIdentifier(bundle), language: language, table: table)
        return state.withLock { state in plan(for: planKey, bundle: bundle, in: &state).plan.locale }
    }

    /// The plan for a key, built (reading files) the first time; called with the state locked.
    private func plan(for key: PlanKey, bundle: Bundle, in state: inout State) -> (
        plan: Plan, diagnostics: [Diagnostic]?
    ) {
        if state.lastKey == key, let plan = state.lastPlan { return (plan, nil) }
        if let plan = state.plans[key] {
            state.lastKey = key
            state.lastPlan = plan
            return (plan, nil)
        }
        let languages = Self.languages(of: bundle, in: &state)
        var diagnostics: [Diagnostic] = []
        var tables: [LocalizationTable] = []
        let chain = languages.lookupChain(for: key.language, fallbackDevelopmentLanguage: developmentLanguage)
        for folder in chain {
            let tableKey = TableKey(bundle: key.bundle, folder: folder, table: key.table)
            if state.tables[tableKey] == nil, let url = languages.folders[folder] {
                let result = TableLoader.load(table: key.table, language: folder, folder: url)
                diagnostics += result.diagnostics
                state.tables[tableKey] = .some(result.table)
            }
            if let loaded = state.tables[tableKey], let loaded, !loaded.isEmpty { tables.append(loaded) }
        }
        let locale = state.locales[key.language] ?? FormatLocale(Locale(identifier: key.language))
        state.locales[key.language] = locale
        let plan = Plan(tables: tables, locale: locale)
        state.plans[key] = plan
        state.lastKey = key
        state.lastPlan = plan
        return (plan, diagnostics.isEmpty ? nil : diagnostics)
    }

    /// Forgets every table and plan, so the next lookup reads the files again (the formatting
    /// locales, which do not depend on files, are kept).
    func removeAll() {
        state.withLock { state in
            state = State(locales: state.locales)
        }
    }

    private static func languages(of bundle: Bundle, in state: inout State) -> BundleLanguages {
        let id = ObjectIdentifier(bundle)
        if let known = state.bundles[id] { return known.languages }
        let languages = BundleLanguages(bundle: bundle)
        state.bundles[id] = (bundle, languages)
        return languages
    }
}
