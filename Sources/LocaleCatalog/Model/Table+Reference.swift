extension Table {
    /// The languages a table's reference may come from, in the order they are tried: the development
    /// language, then `Base` (a project whose development texts live in `Base.lproj`).
    public static func referenceLanguages(developmentLanguage: String) -> [String] {
        developmentLanguage == "Base" ? ["Base"] : [developmentLanguage, "Base"]
    }

    /// The version translations are compared with, exported against and generated from: the
    /// development language's, else `Base`'s. The one place this is decided.
    public func reference(developmentLanguage: String) -> LanguageTable? {
        Self.referenceLanguages(developmentLanguage: developmentLanguage).lazy.compactMap { languages[$0] }.first
    }
}

extension Catalog {
    /// Table `name`'s reference version (``Table/reference(developmentLanguage:)``).
    public func referenceTable(_ name: String) -> LanguageTable? {
        tables[name]?.reference(developmentLanguage: developmentLanguage)
    }
}
