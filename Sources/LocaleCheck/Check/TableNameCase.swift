import LocaleCatalog

/// Table names that differ only in case (`InfoPlist`, `infoPlist`) name one table: Apple's file
/// systems are case-insensitive, so an app ships and finds both. Both table sources merge them
/// under one spelling; `table-name-case` warns about the others.
enum TableNameCase {
    /// Each name that another name equals but for case → the spelling the merged table takes:
    /// the development language's, else the one most languages use, else the first sorted.
    static func canonicalNames(
        _ languagesByName: [String: Set<String>], developmentLanguage: String
    ) -> [String: String] {
        let groups = Dictionary(grouping: languagesByName.keys, by: { $0.lowercased() }).values.filter { $0.count > 1 }
        var canonical: [String: String] = [:]
        for names in groups {
            let sorted = names.sorted()
            let chosen =
                sorted.first { languagesByName[$0]?.contains(developmentLanguage) == true }
                ?? sorted.max { (languagesByName[$0]?.count ?? 0) < (languagesByName[$1]?.count ?? 0) }
                ?? sorted[0]
            for name in names where name != chosen { canonical[name] = chosen }
        }
        return canonical
    }

    /// `catalog` with its tables that differ only in case merged (entries of the chosen spelling
    /// win over the others' for the same language and key).
    static func merged(_ catalog: Catalog) -> Catalog {
        let languages = catalog.tables.mapValues { Set($0.languages.keys) }
        return merged(catalog, canonical: canonicalNames(languages, developmentLanguage: catalog.developmentLanguage))
    }

    private static func merged(_ catalog: Catalog, canonical: [String: String]) -> Catalog {
        guard !canonical.isEmpty else { return catalog }
        var result = catalog
        for (name, chosen) in canonical.sorted(by: { $0.key < $1.key }) {
            guard let table = result.tables.removeValue(forKey: name) else { continue }
            var target = result.tables[chosen] ?? Table(name: chosen)
            for (language, languageTable) in table.languages {
                var merged = target.languages[language] ?? LanguageTable(language: language)
                merged.files += languageTable.files
                merged.entries.merge(languageTable.entries) { kept, _ in kept }
                target.languages[language] = merged
            }
            result.tables[chosen] = target
        }
        return result
    }

    /// `catalog` (one table's files) with the tables spelled otherwise than `name` but for case
    /// merged into `name`, as ``merged(_:)`` would merge them.
    static func renamed(_ catalog: Catalog, to name: String) -> Catalog {
        var canonical: [String: String] = [:]
        for table in catalog.tables.keys where table != name && table.lowercased() == name.lowercased() {
            canonical[table] = name
        }
        return merged(catalog, canonical: canonical)
    }
}
