import LocalizationFormats

/// Every localization table of a project, in every language, as read from its files.
///
/// Tables → languages → keys → ``Entry``. The development language is the reference for
/// coverage and placeholders.
public struct Catalog: Sendable {
    /// The language every translation is compared with (normalized, spelled as the files spell it).
    public var developmentLanguage: String
    /// Tables by name (`Localizable`, `InfoPlist`, …).
    public var tables: [String: Table]
    /// What the readers reported while building the catalog.
    public var diagnostics: [Diagnostic]
    /// The source languages the catalog's files declare, in the order merged (see ``DevelopmentLanguage``).
    public var declarations: [DevelopmentLanguage.Declaration] = []
    /// Storyboards and `.xib` files in `.lproj` folders (see ``interfaceBuilderTables``).
    public var interfaceBuilderFiles: [CatalogFragment.FileOrigin] = []

    /// A catalog of `tables`, with `developmentLanguage` as its reference.
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

    /// Tables whose development version is an Interface Builder file (Base internationalization:
    /// `Base.lproj/Main.storyboard`, translated by `de.lproj/Main.strings`). Their keys are object
    /// ids that only the storyboard holds, so no table of strings is their reference.
    public var interfaceBuilderTables: Set<String> { Set(interfaceBuilderFiles.map(\.table)) }

    /// Every language with a table or an Interface Builder file (`Base` for `Base.lproj/Main.storyboard`).
    public var languagesWithFiles: Set<String> {
        Set(languages).union(interfaceBuilderFiles.map(\.language))
    }

    /// Adds what one reader produced. Later fragments win for duplicate keys, as Foundation
    /// does; `.stringsdict` entries win over `.strings` entries of the same key, and an entry
    /// copied from an XLIFF `<source>` only fills a key no other file defines.
    public mutating func merge(_ fragment: CatalogFragment) {
        diagnostics += fragment.diagnostics
        interfaceBuilderFiles += fragment.interfaceBuilderFiles
        if let language = fragment.sourceLanguage, let file = fragment.files.first?.path {
            declarations.append(DevelopmentLanguage.Declaration(language: language, file: file))
        }
        for origin in fragment.files {
            // An XLIFF lists a file once per `<file>` of the table (Xcode writes one per target).
            let files = tables[origin.table, default: Table(name: origin.table)]
                .languages[origin.language, default: LanguageTable(language: origin.language)].files
            guard files.last != origin.path else { continue }
            tables[origin.table, default: Table(name: origin.table)]
                .languages[origin.language, default: LanguageTable(language: origin.language)]
                .files.append(origin.path)
        }
        // Units come in runs of one table and language (a `.strings` file is one run): each run
        // is inserted through one in-place access to its language table.
        let units = fragment.units
        var start = units.startIndex
        while start < units.endIndex {
            let (table, language) = (units[start].table, units[start].language)
            var end = start + 1
            while end < units.endIndex && units[end].table == table && units[end].language == language { end += 1 }
            // Mutated in place through the subscripts: copying a table per unit made merging quadratic.
            Self.insert(
                units[start..<end],
                into: &tables[table, default: Table(name: table)]
                    .languages[language, default: LanguageTable(language: language)])
            start = end
        }
    }

    private static func isStrings(_ entry: Entry) -> Bool {
        PlainPath.lowercasedExtension(of: entry.location.file) == "strings"
    }

    private static func insert(_ units: ArraySlice<CatalogFragment.Unit>, into languageTable: inout LanguageTable) {
        languageTable.entries.reserveCapacity(languageTable.entries.count + units.count)
        for unit in units {
            // One lookup when the key is new (almost always); the earlier entry is put back when it wins.
            guard let existing = languageTable.entries.updateValue(unit.entry, forKey: unit.entry.key) else { continue }
            if existing.isStringsDictRule, !unit.entry.isStringsDictRule {
                // A .stringsdict entry shadows the .strings entry of the same key.
                languageTable.entries[unit.entry.key] = existing
                if isStrings(unit.entry) { languageTable.shadowedStrings[unit.entry.key] = unit.entry }
            } else if unit.entry.isStringsDictRule, !existing.isStringsDictRule, !unit.isSourceCopy, isStrings(existing)
            {
                languageTable.shadowedStrings[unit.entry.key] = existing
            } else if unit.isSourceCopy {
                // An XLIFF <source> never replaces what a file of that language defines.
                languageTable.entries[unit.entry.key] = existing
            }
        }
    }
}
