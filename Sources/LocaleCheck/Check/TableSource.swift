import LocaleCatalog
import LocalizationFormats

/// Where ``RootCheck`` gets the tables of one localization root from: files read a table and a
/// language at a time (``FileTableSource``), or a catalog already in memory (``CatalogTableSource``).
/// The engine is the same for both; `StreamingRootCheckTests` prove their reports equal.
protocol TableSource: Sendable {
    /// The root's shape: its tables in every language with their files, its Interface Builder
    /// files and its development language. Entries are there when the source holds them.
    var skeleton: Catalog { get }
    /// The root's table names, sorted.
    var tableNames: [String] { get }
    /// Whether several tables may be checked at once (the source holds them in memory).
    var checksTablesConcurrently: Bool { get }
    /// Reader diagnostics that belong to no one table (a file that gave no table, or several).
    var rootDiagnostics: [Diagnostic] { get }
    /// `table` in `referenceLanguages`, with its entries and its files' reader diagnostics, and
    /// every other language of it with at least its files (what `missing-table` looks at).
    func reference(of table: String, referenceLanguages: [String]) -> Catalog
    /// Every language of `table` (a file that cannot be read counts), sorted.
    func languages(of table: String) -> [String]
    /// `table` in `language`, with its files' reader diagnostics; with a `screen`, only its
    /// suspects may be entries, with the slots of its other keys. Called from several threads at once.
    func read(_ table: String, language: String, screen: TranslationScreen?) -> (catalog: Catalog, screened: [Int32])
}
