/// One localization table (`Localizable`, `InfoPlist`, …) in every language it exists in.
public struct Table: Sendable, Hashable {
    public var name: String
    /// By normalized language code (`de`, `zh-Hans`, `pt-BR`, `Base`).
    public var languages: [String: LanguageTable]

    public init(name: String, languages: [String: LanguageTable] = [:]) {
        self.name = name
        self.languages = languages
    }
}

/// A table's entries in one language, and the files they came from.
public struct LanguageTable: Sendable, Hashable {
    public var language: String
    /// Source files, in the order they were read (a `.strings` and a `.stringsdict`, an XLIFF…).
    public var files: [String]
    public var entries: [String: Entry]

    public init(language: String, files: [String] = [], entries: [String: Entry] = [:]) {
        self.language = language
        self.files = files
        self.entries = entries
    }

    /// Keys sorted in Unicode scalar order, for deterministic output.
    public var sortedKeys: [String] {
        entries.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }
}
