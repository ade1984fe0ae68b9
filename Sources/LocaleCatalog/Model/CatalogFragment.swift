import LocalizationFormats

/// What one reader produced from one file: entries for one or more (table, language) pairs,
/// the files that define those tables, and diagnostics. ``Catalog/merge(_:)`` joins fragments.
public struct CatalogFragment: Sendable {
    /// One entry of one table in one language.
    public struct Unit: Sendable {
        /// The table the entry belongs to.
        public var table: String
        /// The language of the entry (normalized code).
        public var language: String
        /// The key, its translation and where it was read.
        public var entry: Entry
        /// The entry was derived from a bilingual file's source text (an XLIFF `<source>`), not from
        /// a file of `language` itself: it never replaces an entry another file defines.
        public var isSourceCopy: Bool

        /// A unit of `entry` in `table` and `language`.
        public init(table: String, language: String, entry: Entry, isSourceCopy: Bool = false) {
            self.table = table
            self.language = language
            self.entry = entry
            self.isSourceCopy = isSourceCopy
        }
    }

    /// A file that defines (part of) a table in a language, even when it holds no entries.
    public struct FileOrigin: Sendable, Hashable {
        /// The table the file defines.
        public var table: String
        /// The language of the file (normalized code).
        public var language: String
        /// The file, as given to the reader.
        public var path: String

        /// The file at `path`, defining `table` in `language`.
        public init(table: String, language: String, path: String) {
            self.table = table
            self.language = language
            self.path = path
        }
    }

    /// The entries read, in file order.
    public var units: [Unit]
    /// The files that define tables, including those with no entries.
    public var files: [FileOrigin]
    /// What the reader reported, each at its place in the file.
    public var diagnostics: [Diagnostic]
    /// The source language the file declares (XLIFF `source-language`, `.xcstrings` `sourceLanguage`).
    public var sourceLanguage: String?
    /// Interface Builder files (`Base.lproj/Main.storyboard`, `.xib`) found in `.lproj` folders:
    /// their table's development version is the storyboard itself, which no reader reads.
    public var interfaceBuilderFiles: [FileOrigin] = []

    /// A fragment of `units` from `files`.
    public init(
        units: [Unit] = [], files: [FileOrigin] = [], diagnostics: [Diagnostic] = [], sourceLanguage: String? = nil
    ) {
        self.units = units
        self.files = files
        self.diagnostics = diagnostics
        self.sourceLanguage = sourceLanguage
    }
}
