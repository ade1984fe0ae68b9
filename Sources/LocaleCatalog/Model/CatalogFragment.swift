import LocalizationFormats

/// What one reader produced from one file: entries for one or more (table, language) pairs,
/// the files that define those tables, and diagnostics. ``Catalog/merge(_:)`` joins fragments.
public struct CatalogFragment: Sendable {
    /// One entry of one table in one language.
    public struct Unit: Sendable {
        public var table: String
        public var language: String
        public var entry: Entry
        /// The entry was derived from a bilingual file's source text (an XLIFF `<source>`), not from
        /// a file of `language` itself: it never replaces an entry another file defines.
        public var isSourceCopy: Bool

        public init(table: String, language: String, entry: Entry, isSourceCopy: Bool = false) {
            self.table = table
            self.language = language
            self.entry = entry
            self.isSourceCopy = isSourceCopy
        }
    }

    /// A file that defines (part of) a table in a language, even when it holds no entries.
    public struct FileOrigin: Sendable, Hashable {
        public var table: String
        public var language: String
        public var path: String

        public init(table: String, language: String, path: String) {
            self.table = table
            self.language = language
            self.path = path
        }
    }

    public var units: [Unit]
    public var files: [FileOrigin]
    public var diagnostics: [Diagnostic]
    /// The source language the file declares (XLIFF `source-language`, `.xcstrings` `sourceLanguage`).
    public var sourceLanguage: String?
    /// Interface Builder files (`Base.lproj/Main.storyboard`, `.xib`) found in `.lproj` folders:
    /// their table's development version is the storyboard itself, which no reader reads.
    public var interfaceBuilderFiles: [FileOrigin] = []

    public init(
        units: [Unit] = [], files: [FileOrigin] = [], diagnostics: [Diagnostic] = [], sourceLanguage: String? = nil
    ) {
        self.units = units
        self.files = files
        self.diagnostics = diagnostics
        self.sourceLanguage = sourceLanguage
    }
}
