import LocaleCatalog
import LocalizationFormats

/// The tables of a catalog already loaded (XLIFF, String Catalogs, a catalog built in code, or a
/// root a ``CheckScope/catalog`` rule needs whole). A reader diagnostic goes with the one table
/// its file gave entries to, else to the root.
struct CatalogTableSource: TableSource {
    let skeleton: Catalog
    let tableNames: [String]
    let rootDiagnostics: [Diagnostic]
    private let diagnostics: [String: [Diagnostic]]

    var checksTablesConcurrently: Bool { true }

    init(_ catalog: Catalog) {
        let catalog = TableNameCase.merged(catalog)
        var tablesOfFile: [String: Set<String>] = [:]
        for table in catalog.tables.values {
            for languageTable in table.languages.values {
                for file in languageTable.files { tablesOfFile[file, default: []].insert(table.name) }
            }
        }
        var diagnostics: [String: [Diagnostic]] = [:]
        var rootDiagnostics: [Diagnostic] = []
        for diagnostic in catalog.diagnostics {
            if let file = diagnostic.location?.file, let tables = tablesOfFile[file], tables.count == 1,
                let table = tables.first
            {
                diagnostics[table, default: []].append(diagnostic)
            } else {
                rootDiagnostics.append(diagnostic)
            }
        }
        var skeleton = catalog
        skeleton.diagnostics = []
        self.skeleton = skeleton
        self.diagnostics = diagnostics
        self.rootDiagnostics = rootDiagnostics
        tableNames = catalog.tableNames
    }

    func reference(of table: String, referenceLanguages: [String]) -> Catalog {
        var catalog = slice(table, languages: nil)
        catalog.diagnostics = diagnostics[table] ?? []
        return catalog
    }

    func languages(of table: String) -> [String] {
        skeleton.tables[table]?.languages.keys.sorted() ?? []
    }

    func read(_ table: String, language: String, screen: TranslationScreen?) -> (catalog: Catalog, screened: [Int32]) {
        (slice(table, languages: [language]), [])
    }

    /// A catalog of `table` alone, in `languages` (every language when nil).
    private func slice(_ table: String, languages: [String]?) -> Catalog {
        var catalog = Catalog(developmentLanguage: skeleton.developmentLanguage)
        guard var whole = skeleton.tables[table] else { return catalog }
        if let languages { whole.languages = whole.languages.filter { languages.contains($0.key) } }
        catalog.tables[table] = whole
        return catalog
    }
}
