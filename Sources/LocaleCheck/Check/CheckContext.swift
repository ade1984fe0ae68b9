import Foundation
import LocaleCatalog
import LocalizationFormats

/// What every rule sees: one catalog (the files of one localization root), the languages it must
/// support, and helpers for what several rules need.
public struct CheckContext: Sendable {
    /// The catalog of one localization root (or the part of it the engine hands this call).
    public let catalog: Catalog
    /// The folder the catalog's `.lproj` folders live in (for messages and coverage).
    public let root: String
    /// The project's `localekit.json`.
    public let configuration: LocaleKitConfiguration
    /// Normalized development language, spelled as the files spell it (see `DevelopmentLanguage`).
    public let developmentLanguage: String
    /// Every language the catalog must support, the development language included, sorted.
    public let supportedLanguages: [String]
    /// Tables whose development version is a storyboard or `.xib` (see `Catalog/interfaceBuilderTables`).
    public let interfaceBuilderTables: Set<String>
    /// Tables read from `.strings` files outside any `.lproj` folder beside a root's `.lproj`
    /// folders: data files the code reads by path (`ISO639.strings`), not localized tables
    /// (checked for their syntax only).
    public let dataTables: Set<String>
    /// The object ids of the table's storyboard or `.xib` (the engine reads them once per
    /// Interface Builder table); nil when the table has none or it could not be read.
    public internal(set) var interfaceObjectIDs: Set<String>?
    /// The languages whose entries the rules read: in a run of the engine (`RootCheck`), the
    /// supported ones among that run's (the reference languages, or one other language); in a
    /// context made for a whole catalog, every supported language.
    public private(set) var checkedLanguages: [String]
    private let ignoredKeys: [Glob]
    /// The table's reference, worked out once by the engine for every run of the table.
    var tableReference: TableReference?
    /// One language's entries paired with the reference's, when already paired.
    var pairedEntries: EntryPairs?
    /// The text pairs of that language, when already worked out for the text-pair rules.
    var textPairs: LocatedTextPairs?
    /// That language's plurals parsed once, when already parsed for the format rules.
    var parsedPlurals: ParsedPlurals?
    /// For ``CheckScope/root`` rules: the coverage of every table of the root, as the engine counted it.
    public internal(set) var coverage: [TableCoverage] = []
    /// The translations' recorded development values (`localekit.lock`), for `source-changed`.
    public var lock: TranslationLock?

    /// A context for the whole of `catalog`, with every supported language checked.
    public init(catalog: Catalog, root: String = ".", configuration: LocaleKitConfiguration = .init()) {
        self.catalog = catalog
        self.root = root
        self.configuration = configuration
        // The loader has resolved it already; a catalog built by hand may name it otherwise.
        let languages = catalog.languagesWithFiles
        let development =
            catalog.developmentLanguage.isEmpty || configuration.developmentLanguage != nil
            ? DevelopmentLanguage.resolve(
                configured: configuration.developmentLanguage, declarations: catalog.declarations, languages: languages
            ).code
            : DevelopmentLanguage.spelling(of: catalog.developmentLanguage, in: languages)
        self.developmentLanguage = development
        var supported =
            configuration.supportedLanguages.map {
                DevelopmentLanguage.supportedLanguages(configured: $0, development: development, languages: languages)
            } ?? Set(catalog.languages.filter { $0 != "Base" && $0 != Self.documentationLanguage })
        supported.insert(development)
        self.supportedLanguages = supported.sorted()
        interfaceBuilderTables = catalog.interfaceBuilderTables
        dataTables = Self.dataTables(of: catalog)
        self.checkedLanguages = supportedLanguages
        self.ignoredKeys = configuration.ignoreKeys.map { Glob($0, crossesSlashes: true) }
    }

    /// A context for a part of `base`'s catalog (one table, some languages), with `base`'s
    /// supported languages; the rules read the entries of `checkedLanguages` only.
    init(catalog: Catalog, sharing base: CheckContext, checkedLanguages: [String]) {
        self.catalog = catalog
        root = base.root
        configuration = base.configuration
        developmentLanguage = base.developmentLanguage
        supportedLanguages = base.supportedLanguages
        interfaceBuilderTables = base.interfaceBuilderTables
        dataTables = base.dataTables
        interfaceObjectIDs = base.interfaceObjectIDs
        self.checkedLanguages = checkedLanguages
        ignoredKeys = base.ignoredKeys
        tableReference = base.tableReference
        lock = base.lock
    }

    /// `language`'s entries of `table`, each with the reference's entry of the same key.
    func pairs(of table: Table, in language: String, reference: LanguageTable) -> [EntryPairs.Pair] {
        if let pairedEntries, pairedEntries.table == table.name, pairedEntries.language == language {
            return pairedEntries.pairs
        }
        guard let translated = table.languages[language] else { return [] }
        return EntryPairs(table: table.name, language: language, translated: translated, reference: reference).pairs
    }

    /// `language`'s plural of `key` in `table`, parsed (once per run, when the engine parsed them).
    func parsedPlural(
        _ plural: PluralTranslation, key: String, table: String, language: String
    ) -> PlaceholderSignature.ParsedPlural {
        if let parsedPlurals, parsedPlurals.table == table, parsedPlurals.language == language,
            let parsed = parsedPlurals.byKey[key]
        {
            return parsed
        }
        return PlaceholderSignature.ParsedPlural(plural)
    }

    /// The text pairs of `language`'s entries of `table` (see ``LocatedTextPairs``).
    func textPairs(of table: Table, in language: String, reference: LanguageTable) -> [LocatedTextPairs.Item] {
        if let textPairs, textPairs.table == table.name, textPairs.language == language { return textPairs.items }
        let pairs = pairs(of: table, in: language, reference: reference)
        return LocatedTextPairs(table: table.name, language: language, pairs: pairs, context: self).items
    }

    /// The arguments of `pair`'s reference entry as the engine worked them out, when it did.
    func referenceArguments(of pair: EntryPairs.Pair) -> TableReference.Arguments? {
        guard let tableReference, pair.referenceIndex >= 0 else { return nil }
        return tableReference.arguments[Int(pair.referenceIndex)]
    }

    /// The supported languages other than the development language.
    public var translationLanguages: [String] { supportedLanguages.filter { $0 != developmentLanguage } }

    /// The languages coverage lists: the supported ones but `Base`, which is no language a user
    /// runs the app in (it is the development version when there is no `<dev>.lproj`).
    public var coverageLanguages: [String] { supportedLanguages.filter { $0 != "Base" } }

    /// Whether the table's development version is a storyboard or `.xib`: its keys are object ids
    /// that no table of strings lists, so it is never missing and its translations have no extra keys.
    public func isInterfaceBuilderTable(_ table: Table) -> Bool {
        interfaceBuilderTables.contains(table.name)
    }

    /// The checked languages other than the development language.
    public var checkedTranslationLanguages: [String] { checkedLanguages.filter { $0 != developmentLanguage } }

    /// Whether `ignoreKeys` excludes `key` from every rule and from coverage.
    public func isIgnored(_ key: String) -> Bool {
        ignoredKeys.contains { $0.matches(key) }
    }

    /// The reference for a table: its development-language version, else its `Base` version.
    public func reference(for table: Table) -> LanguageTable? {
        table.reference(developmentLanguage: developmentLanguage)
    }

    /// Tables sorted by name.
    public var tables: [Table] { catalog.tableNames.compactMap { catalog.tables[$0] } }

    /// The keys of a reference table that must be translated: not ignored, not marked
    /// `shouldTranslate = false`. Unordered: findings are sorted once, at the end.
    /// A key whose value has no letter (`%lld. `, `%@`, the empty string) has nothing to translate.
    public func translatableKeys(of reference: LanguageTable) -> [String] {
        reference.entries.compactMap { key, entry in
            entry.shouldTranslate && !isIgnored(key) && staleObject(of: key) == nil
                && entry.translation.allStrings.contains(where: UntranslatedRule.hasLetters) ? key : nil
        }
    }

    /// The object id a key of an Interface Builder table names (`"aBc-12-xYz.text"` → `aBc-12-xYz`)
    /// when the storyboard or `.xib` no longer has that object, else nil: nothing looks such a key up,
    /// so it has nothing to translate (`stale-object-key` reports it instead).
    public func staleObject(of key: String) -> String? {
        guard let ids = interfaceObjectIDs else { return nil }
        let object = String(key.prefix { $0 != "." })
        return object != key && !ids.contains(object) ? object : nil
    }

    /// Where a language's version of a table lives or would live, for notes:
    /// its files, else `<root>/<language>.lproj/<table>.strings`.
    public func expectedFiles(table: Table, language: String) -> [String] {
        if let files = table.languages[language]?.files, !files.isEmpty { return files }
        let prefix = root == "." || root.isEmpty ? "" : root + "/"
        return ["\(prefix)\(language).lproj/\(table.name).strings"]
    }

    /// The table and language of a file path: `…/de.lproj/Localizable.strings` → (`Localizable`, `de`).
    func tableAndLanguage(ofFile path: String) -> (table: String, language: String) {
        FileReader.tableAndLanguage(of: path, fallbackLanguage: developmentLanguage)
    }

    /// The plural categories CLDR gives `language` (`Base` uses the development language's), or
    /// `nil` when CLDR has no rule for it (e.g. `sco`, `xmf`): then no form can be called missing
    /// or unused.
    public func pluralCategories(for language: String) -> Set<PluralCategory>? {
        let code = language == "Base" ? developmentLanguage : language
        guard LanguageCode.fallbacks(of: code).contains(where: Self.cldrLocales.contains) else { return nil }
        return PluralRules.categories(for: code)
    }

    private static let cldrLocales = Set(PluralRules.locales).subtracting(["root"])

    /// Whether `entry` counts as a translation: present, non-empty, and shipped (not an exchange file's
    /// unit marked untranslated; a String Catalog's `new` value ships: ``ReviewState/ships(inStringCatalog:)``).
    func isTranslated(_ entry: Entry) -> Bool {
        if let state = entry.state,
            !ReviewState(state).ships(inStringCatalog: entry.location.file.hasSuffix(".xcstrings"))
        {
            return false
        }
        switch entry.translation {
        case .text(let value):
            return !value.isEmpty
        case .plural(let plural):
            return plural.variables.allSatisfy { !($0.forms[.other] ?? "").isEmpty }
        }
    }
}
