import Foundation
import LocaleCatalog
import LocalizationFormats

/// The tables of a root of `.strings` and `.stringsdict` files, read a table and a language at a
/// time: the reference (development language and `Base`) stays in memory while each other
/// language is read, checked and dropped.
///
/// Those files name their table and language in their path, so the catalog's shape (which
/// tables exist in which languages, from which files) is known before anything is read; XLIFF
/// and String Catalog files hold several, so roots with them are loaded whole.
struct FileTableSource: TableSource {
    let skeleton: Catalog
    /// Table → language → files, in the order the loader merges them.
    private let groups: [String: [String: [String]]]

    var tableNames: [String] { groups.keys.sorted() }
    var checksTablesConcurrently: Bool { false }
    var rootDiagnostics: [Diagnostic] { [] }

    /// Whether every file names its table and language in its path.
    static func applies(to files: [String]) -> Bool {
        files.allSatisfy { file in
            let ext = PlainPath.lowercasedExtension(of: file)
            return ext == "strings" || ext == "stringsdict" || CatalogLoader.interfaceBuilderExtensions.contains(ext)
        }
    }

    /// The shape of `files` (sorted); these files declare no source language, so the development
    /// language is the configured one, else `en`, else `Base`.
    init(files: [String], configuredLanguage: String?) {
        var groups: [String: [String: [String]]] = [:]
        var shape = Catalog(developmentLanguage: "")
        let canonical = Self.canonicalTableNames(of: files, configuredLanguage: configuredLanguage)
        for file in files {
            let (name, language) = FileReader.tableAndLanguage(of: file)
            let table = canonical[name] ?? name
            if CatalogLoader.interfaceBuilderExtensions.contains(PlainPath.lowercasedExtension(of: file)) {
                shape.interfaceBuilderFiles.append(.init(table: table, language: language, path: file))
                continue
            }
            groups[table, default: [:]][language, default: []].append(file)
            // A file that cannot be read defines nothing (it becomes an `io` finding).
            if FileReader.isReadable(path: file) {
                shape.tables[table, default: Table(name: table)]
                    .languages[language, default: LanguageTable(language: language)].files.append(file)
            }
        }
        shape.developmentLanguage =
            DevelopmentLanguage.resolve(
                configured: configuredLanguage, declarations: [], languages: shape.languagesWithFiles
            ).code
        skeleton = shape
        self.groups = groups
    }

    /// Table names that differ only in case → the one spelling the table is checked under
    /// (``TableNameCase``), decided from the paths before anything is read.
    private static func canonicalTableNames(of files: [String], configuredLanguage: String?) -> [String: String] {
        var languagesByName: [String: Set<String>] = [:]
        for file in files {
            let (table, language) = FileReader.tableAndLanguage(of: file)
            languagesByName[table, default: []].insert(language)
        }
        let languages = Set(languagesByName.values.joined())
        let development = DevelopmentLanguage.resolve(
            configured: configuredLanguage, declarations: [], languages: languages
        ).code
        return TableNameCase.canonicalNames(languagesByName, developmentLanguage: development)
    }

    func reference(of table: String, referenceLanguages: [String]) -> Catalog {
        let languages = groups[table] ?? [:]
        var catalog = read(referenceLanguages.flatMap { languages[$0] ?? [] }, table: table)
        for (language, languageTable) in skeleton.tables[table]?.languages ?? [:]
        where !referenceLanguages.contains(language) {
            catalog.tables[table]?.languages[language] = languageTable
        }
        if catalog.tables[table] == nil, let skeletonTable = skeleton.tables[table] {
            catalog.tables[table] = skeletonTable
        }
        return catalog
    }

    func languages(of table: String) -> [String] {
        groups[table]?.keys.sorted() ?? []
    }

    func read(_ table: String, language: String, screen: TranslationScreen?) -> (catalog: Catalog, screened: [Int32]) {
        read(groups[table]?[language] ?? [], table: table, language: language, screen: screen)
    }

    /// Reads `files` (of `table`) into a catalog, as ``CatalogLoader`` would.
    private func read(_ files: [String], table: String) -> Catalog {
        var catalog = Catalog(developmentLanguage: skeleton.developmentLanguage)
        for file in files { catalog.merge(Self.fragment(of: file)) }
        return TableNameCase.renamed(catalog, to: table)
    }

    /// Reads one language's `files` of `table` into a catalog, as ``read(_:)`` does, except
    /// that when `screen` screens its `.strings` files, only their suspects are entries of the
    /// catalog, and the slots of their other keys come beside it.
    private func read(
        _ files: [String], table: String, language: String, screen: TranslationScreen?
    ) -> (catalog: Catalog, screened: [Int32]) {
        guard let screen, let strings = Self.readStrings(files), !strings.isEmpty,
            let result = screen.screen(strings.map(\.file), language: language)
        else {
            return (read(files, table: table), [])
        }
        var catalog = Catalog(developmentLanguage: skeleton.developmentLanguage)
        var suspects = result.suspects[...]
        var offset = 0
        var next = strings.startIndex
        for file in files {
            guard next < strings.endIndex, strings[next].path == file else {
                catalog.merge(Self.fragment(of: file))
                continue
            }
            let read = strings[next]
            next += 1
            let end = offset + read.file.entries.count
            let indices = suspects.prefix { $0 < end }.map { $0 - offset }
            suspects = suspects.dropFirst(indices.count)
            offset = end
            catalog.merge(StringsFragmentReader.fragment(of: read.file, isEmpty: false, path: file, indices: indices))
        }
        return (TableNameCase.renamed(catalog, to: table), result.slots)
    }

    /// The `.strings` files among `files`, read in their order; nil when one cannot be read or is
    /// empty (its fragment then reports it, and the language is read whole).
    private static func readStrings(_ files: [String]) -> [(path: String, file: StringsFile)]? {
        var read: [(path: String, file: StringsFile)] = []
        for file in files where PlainPath.lowercasedExtension(of: file) == "strings" {
            guard case .success(let data) = FileReader.contents(of: file), !data.isEmpty else { return nil }
            read.append((file, StringsReader.read(data, file: file)))
        }
        return read
    }

    /// One file's fragment; a path that no longer exists is reported as the loader reports it.
    private static func fragment(of file: String) -> CatalogFragment {
        guard FileManager.default.fileExists(atPath: file) else {
            return CatalogFragment(diagnostics: [
                Diagnostic(.error, rule: .io, "no such file or directory", at: SourceLocation(file: file))
            ])
        }
        return FileReader.read(path: file)
    }
}
