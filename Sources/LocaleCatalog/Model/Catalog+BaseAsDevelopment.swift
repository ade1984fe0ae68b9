import LocalizationFormats

extension Diagnostic.Rule {
    /// `migrate`, `export`: a value the written files cannot carry (a `.strings` value under a
    /// `.stringsdict` entry of the same key, a `Base.lproj` table beside the development language's).
    public static let droppedValue = Diagnostic.Rule("dropped-value")
}

extension Catalog {
    /// The catalog as files for Xcode and for translators hold it, where `Base` is no language: a table
    /// whose development texts live only in `Base.lproj` (Base internationalization with an `en`
    /// development language) has them under the development language, which is what Foundation shows
    /// its users (their `.lproj` lacks the table, so the search reaches `Base.lproj`). A table that also
    /// has a development-language version keeps that one: Foundation finds the table there first and
    /// never reads Base's (``unusedBaseTables()``). Unchanged when the development language is `Base`.
    ///
    /// `migrate` writes a String Catalog from it (no `"Base"` localization whose every value would read
    /// back as its key); `export` writes the development language's XLIFF, not a `Base.xliff`.
    public func withBaseAsDevelopmentLanguage() -> Catalog {
        guard developmentLanguage != "Base" else { return self }
        var catalog = self
        for (name, table) in tables {
            guard let base = table.languages["Base"] else { continue }
            var moved = table
            moved.languages["Base"] = nil
            if moved.languages[developmentLanguage] == nil {
                moved.languages[developmentLanguage] = LanguageTable(
                    language: developmentLanguage, files: base.files, entries: base.entries)
            }
            catalog.tables[name] = moved
        }
        return catalog
    }

    /// A note per `Base.lproj` table that ``withBaseAsDevelopmentLanguage()`` leaves out: the
    /// development language has the table too, so Foundation reads that one.
    public func unusedBaseTables() -> [Diagnostic] {
        guard developmentLanguage != "Base" else { return [] }
        return tableNames.compactMap { name in
            guard let table = tables[name], let base = table.languages["Base"], !base.entries.isEmpty,
                let development = table.languages[developmentLanguage], let file = base.files.first
            else { return nil }
            let developmentFile = development.files.first.map { " (\($0))" } ?? ""
            return Diagnostic(
                .note, rule: .droppedValue,
                "table '\(name)' of Base.lproj is not written: the development language's version\(developmentFile) "
                    + "is the one Foundation reads, and Base is not a language of the written files",
                at: SourceLocation(file: file))
        }
    }
}
