import LocalizationFormats

/// Every localization table of a project, in every language, as read from its files.
///
/// Tables → languages → keys → ``Entry``. The development language is the reference for
/// coverage and placeholders.
public struct Catalog: Sendable {
    public var developmentLanguage: String
    /// Tables by name (`Localizable`, `InfoPlist`, …).
    public var tables: [String: Table]
    /// What the readers reported while building the catalog.
    public var diagnostics: [Diagnostic]

    public init(developmentLanguage: String, tables: [String: Table] = [:], diagnostics: [Diagnostic] = []) {
        self.developmentLanguage = developmentLanguage
        self.tables = tables
        self.diagnostics = diagnostics
    }

    /// Every language that has at least one table, sorted.
    public var languages: [String] {
        Set(tables.values.flatMap { $0.languages.keys }).sorted()
    }

    /// Table names, sorted.
    public var tableNames: [String] { tables.keys.sorted() }

    /// Adds what one reader produced. Later fragments win for duplicate keys, as Foundation
    /// does; `.stringsdict` entries win over `.strings` entries of the same key, and an entry
    /// copied from an XLIFF `<source>` only fills a key no other file defines.
    public mutating func merge(_ fragment: CatalogFragment) {
        diagnostics += fragment.diagnostics
        for origin in fragment.files {
            tables[origin.table, default: Table(name: origin.table)]
                .languages[origin.language, default: LanguageTable(language: origin.language)]
                .files.append(origin.path)
        }
        for unit in fragment.units {
            // Mutated in place through the subscripts: copying a table per unit made merging quadratic.
            Self.insert(
                unit,
                into: &tables[unit.table, default: Table(name: unit.table)]
                    .languages[unit.language, default: LanguageTable(language: unit.language)])
        }
    }

    private static func insert(_ unit: CatalogFragment.Unit, into languageTable: inout LanguageTable) {
        if let existing = languageTable.entries[unit.entry.key],
            case .plural = existing.translation, case .text = unit.entry.translation
        {
            // A .stringsdict entry shadows the .strings entry of the same key.
        } else if unit.isSourceCopy, languageTable.entries[unit.entry.key] != nil {
            // An XLIFF <source> never replaces what a file of that language defines.
        } else {
            languageTable.entries[unit.entry.key] = unit.entry
        }
    }
}
