import LocalizationFormats

extension Catalog {
    /// Decides ``developmentLanguage`` by ``DevelopmentLanguage``'s rule (`configured`, else the files'
    /// declarations, else the tables' languages), adds a disagreement of declarations to ``diagnostics``,
    /// and moves what was read as ``DevelopmentLanguage/undeclared`` (the sources of an XLIFF `<file>` that
    /// names no `source-language`) into that language.
    ///
    /// ```swift
    /// var catalog = Catalog(developmentLanguage: "")
    /// catalog.merge(XLIFFReader.read(data, path: "de.xliff"))  // no source-language
    /// catalog.resolveDevelopmentLanguage(configured: "de")      // its sources are de's
    /// ```
    public mutating func resolveDevelopmentLanguage(configured: String?) {
        var languages = languagesWithFiles
        languages.remove(DevelopmentLanguage.undeclared)
        let resolved = DevelopmentLanguage.resolve(
            configured: configured, declarations: declarations, languages: languages)
        developmentLanguage = resolved.code
        diagnostics += resolved.diagnostics
        placeUndeclaredSources()
    }

    /// The ``DevelopmentLanguage/undeclared`` tables' files and entries, into ``developmentLanguage``'s.
    /// Those entries are source copies: like every XLIFF `<source>`, they fill only keys no file of the
    /// development language defines.
    private mutating func placeUndeclaredSources() {
        let development = developmentLanguage
        for name in tables.keys {
            guard let undeclared = tables[name]?.languages.removeValue(forKey: DevelopmentLanguage.undeclared)
            else { continue }
            tables[name]?.languages[development, default: LanguageTable(language: development)].files
                .append(contentsOf: undeclared.files)
            tables[name]?.languages[development]?.entries.merge(undeclared.entries) { defined, _ in defined }
        }
    }
}
