import Foundation
import LocalizationFormats

/// Reads localization files and folders into one ``Catalog``.
///
/// Folders are searched recursively. Files are read in parallel; the result does not depend on
/// the order the reads finish in. The catalog's development language is the one given, else the
/// one its files name (see ``DevelopmentLanguage``).
///
/// ```swift
/// let catalog = CatalogLoader().load(["Resources"])
/// ```
public struct CatalogLoader: Sendable {
    /// File extensions the loader reads.
    public static let fileExtensions = LocalizationContract.catalogExtensions
    /// Interface Builder files, found only in `.lproj` folders (never read: they mark a table as
    /// Base-internationalized).
    public static let interfaceBuilderExtensions = LocalizationContract.interfaceBuilderExtensions

    /// The development language to use; nil: decided from the files.
    public var developmentLanguage: String?
    /// Paths (relative to the inputs) to leave out, as globs.
    public var excludes: [String]
    /// Which languages' tables to read.
    public var languages: Languages

    /// Which languages' `.strings`/`.stringsdict` tables a load reads.
    public enum Languages: Sendable {
        /// Every file: what `check`, `compile` and `export` need.
        case all
        /// Only the development language's tables and `Base`'s (the reference where a table has no
        /// development-language version): what `generate` and `pseudo` write from, so their time and
        /// memory do not grow with the number of translations. XLIFF and String Catalog files hold
        /// several languages (and may declare the development language) and are always read.
        case development
    }

    /// A loader that takes `developmentLanguage` when given (else decides it from the files), skips
    /// `excludes` and reads the tables of `languages`.
    public init(developmentLanguage: String? = nil, excludes: [String] = [], languages: Languages = .all) {
        self.developmentLanguage = developmentLanguage
        self.excludes = excludes
        self.languages = languages
    }

    /// Loads every localization file under `paths`. Unreadable paths become diagnostics.
    public func load(_ paths: [String]) -> Catalog {
        var diagnostics: [Diagnostic] = []
        var files: [String] = []
        for path in paths {
            let found = LocalizationFileFinder.find(under: path)
            diagnostics += found.diagnostics
            files += found.files
        }
        files = Array(Set(files)).sorted()
        var catalog = Catalog(developmentLanguage: developmentLanguage ?? "", diagnostics: diagnostics)
        var read: [String: CatalogFragment] = [:]
        if languages == .development { (files, read) = developmentFiles(of: files) }
        // Read in batches and merge each before reading the next: peak memory is the catalog plus
        // one batch of fragments, not every file's fragment at once.
        let batchSize = 32
        for start in stride(from: 0, to: files.count, by: batchSize) {
            let batch = files[start..<min(start + batchSize, files.count)]
            // The files read to decide the development language are merged here, in file order.
            var fragments = Self.readAll(batch.filter { read[$0] == nil }).makeIterator()
            for file in batch {
                catalog.merge(read.removeValue(forKey: file) ?? fragments.next() ?? CatalogFragment())
            }
        }
        catalog.resolveDevelopmentLanguage(configured: developmentLanguage)
        return catalog
    }

    /// The files of the development language and `Base` among `files` (in their order), deciding
    /// the development language as ``Catalog/resolveDevelopmentLanguage(configured:)`` will: from the
    /// configuration, the declarations of the multi-language files (read here, returned by path so
    /// they are not read twice) and the languages the paths name.
    private func developmentFiles(of files: [String]) -> (files: [String], read: [String: CatalogFragment]) {
        let isTable = { (file: String) in file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") }
        var probe = Catalog(developmentLanguage: "")
        var read: [String: CatalogFragment] = [:]
        let multiLanguage = files.filter { !isTable($0) && !Self.isInterfaceBuilder($0) }
        if developmentLanguage == nil {
            for (file, fragment) in zip(multiLanguage, Self.readAll(multiLanguage)) {
                read[file] = fragment
                probe.merge(fragment)
            }
        }
        var languages = probe.languagesWithFiles
        languages.formUnion(files.filter { isTable($0) || Self.isInterfaceBuilder($0) }.map(Self.language(of:)))
        languages.remove(DevelopmentLanguage.undeclared)
        let development = DevelopmentLanguage.resolve(
            configured: developmentLanguage, declarations: probe.declarations, languages: languages
        ).code
        let kept = files.filter { file in
            !isTable(file) || [development, "Base"].contains(Self.language(of: file))
        }
        return (kept, read)
    }

    private static func isInterfaceBuilder(_ file: String) -> Bool {
        interfaceBuilderExtensions.contains { file.hasSuffix("." + $0) }
    }

    /// The language a table file's reader files it under (its `.lproj` folder's).
    private static func language(of file: String) -> String { FileReader.tableAndLanguage(of: file).language }

    /// Reads `files` on every core, keeping the input order in the result.
    static func readAll(_ files: [String]) -> [CatalogFragment] {
        ConcurrentMap.map(files.count) { FileReader.read(path: files[$0]) }
    }
}
