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
    public static let fileExtensions: Set<String> = ["strings", "stringsdict", "xliff", "xlf", "xcstrings"]
    /// Interface Builder files, found only in `.lproj` folders (never read: they mark a table as
    /// Base-internationalized).
    public static let interfaceBuilderExtensions: Set<String> = ["storyboard", "xib", "intentdefinition"]

    /// The development language to use; nil: decided from the files.
    public var developmentLanguage: String?
    /// Paths (relative to the inputs) to leave out, as globs.
    public var excludes: [String]

    /// A loader that takes `developmentLanguage` when given (else decides it from the files) and skips `excludes`.
    public init(developmentLanguage: String? = nil, excludes: [String] = []) {
        self.developmentLanguage = developmentLanguage
        self.excludes = excludes
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
        // Read in batches and merge each before reading the next: peak memory is the catalog plus
        // one batch of fragments, not every file's fragment at once.
        let batchSize = 32
        for start in stride(from: 0, to: files.count, by: batchSize) {
            for fragment in Self.readAll(Array(files[start..<min(start + batchSize, files.count)])) {
                catalog.merge(fragment)
            }
        }
        catalog.resolveDevelopmentLanguage(configured: developmentLanguage)
        return catalog
    }

    /// Reads `files` on every core, keeping the input order in the result.
    static func readAll(_ files: [String]) -> [CatalogFragment] {
        ConcurrentMap.map(files.count) { FileReader.read(path: files[$0]) }
    }
}
