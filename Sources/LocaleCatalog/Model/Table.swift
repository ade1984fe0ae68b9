import LocalizationFormats

/// One localization table (`Localizable`, `InfoPlist`, …) in every language it exists in.
public struct Table: Sendable, Hashable {
    /// The table's name: the file name without its extension (`Localizable`).
    public var name: String
    /// By normalized language code (`de`, `zh-Hans`, `pt-BR`, `Base`).
    public var languages: [String: LanguageTable]

    /// A table called `name` with `languages`.
    public init(name: String, languages: [String: LanguageTable] = [:]) {
        self.name = name
        self.languages = languages
    }
}

/// A table's entries in one language, and the files they came from.
public struct LanguageTable: Sendable, Hashable {
    /// The language (normalized code).
    public var language: String
    /// Source files, in the order they were read (a `.strings` and a `.stringsdict`, an XLIFF…).
    public var files: [String]
    /// The entries by key.
    public var entries: [String: Entry]
    /// The `.strings` entries a `.stringsdict` entry of the same key hides (Foundation lays the
    /// `.stringsdict` over the `.strings`), by key: read once with the table, for the rules that ask
    /// what a hidden value was.
    public var shadowedStrings: [String: Entry] = [:]

    /// The table's `entries` in `language`, read from `files`.
    public init(language: String, files: [String] = [], entries: [String: Entry] = [:]) {
        self.language = language
        self.files = files
        self.entries = entries
    }

    /// Keys sorted in Unicode scalar order, for deterministic output.
    public var sortedKeys: [String] {
        entries.keys.sorted { $0.precedesByScalars($1) }
    }
}
