import LocaleCatalog

extension Catalog {
    /// The entries of the development language (else `Base`) of a table, in key order: what
    /// accessors are generated for, and what `usage` maps their paths back to. `nil` when neither
    /// language has the table.
    package func developmentEntries(of table: String) -> [Entry]? {
        guard let languageTable = referenceTable(table) else { return nil }
        return languageTable.sortedKeys.compactMap { languageTable.entries[$0] }
    }
}
