import Foundation
import LocalizationFormats

/// Writes a catalog back as files: `<lang>.lproj/<Table>.strings` + `.stringsdict` (compile), or one
/// XLIFF per language (export). Every file is written with ``AtomicFileWriter``: atomically, and
/// only when its bytes change.
///
/// ```swift
/// let catalog = CatalogLoader().load(["Translations/de.xliff"])
/// let result = try CatalogCompiler.compile(catalog, to: "Resources")
/// ```
public enum CatalogCompiler {
    /// Which files a write created or changed, and which already held the same bytes (paths under the output folder).
    public struct Result: Sendable, Equatable {
        /// Files whose bytes changed or that did not exist.
        public var written: [String] = []
        /// Files that already held the same bytes, left untouched.
        public var unchanged: [String] = []
    }

    /// The tables as files, by path relative to the output folder, sorted.
    ///
    /// Text entries go to `.strings` (a device-varied entry as its default text), plural and
    /// variable-width entries to `.stringsdict`. A language table without entries still gets a
    /// `.strings` holding only a comment (``StringsWriter/emptyTable``: Foundation reads it as empty,
    /// but refuses a zero-length file); a `.stringsdict` is written only when the table has plurals
    /// or width variants.
    ///
    /// - Parameters:
    ///   - catalog: the tables to write.
    ///   - include: which language tables to write (all by default); the build plugin asks only for
    ///     those it declared, and writing the others would cost it every language's texts.
    public static func tableFiles(
        _ catalog: Catalog, including include: (_ language: String, _ table: String) -> Bool = { _, _ in true }
    ) -> [(path: String, data: Data)] {
        var files: [(path: String, data: Data)] = []
        for name in catalog.tableNames {
            guard let table = catalog.tables[name] else { continue }
            for language in table.languages.keys.sorted() where include(language, name) {
                guard let languageTable = table.languages[language] else { continue }
                var texts: [(key: String, value: String, comment: String?)] = []
                var plurals: [(key: String, plural: PluralTranslation)] = []
                var widths: [(key: String, variants: WidthVariants)] = []
                for entry in languageTable.entries.values {
                    if entry.hasWidthVariants {
                        widths.append((entry.key, entry.widthVariants))
                        continue
                    }
                    switch entry.translation {
                    case .text(let value): texts.append((entry.key, value, entry.comment))
                    case .plural(let plural): plurals.append((entry.key, plural))
                    }
                }
                let folder = "\(language).lproj/\(name)"
                if !texts.isEmpty || (plurals.isEmpty && widths.isEmpty) {
                    files.append((folder + ".strings", StringsWriter.data(texts)))
                }
                if !plurals.isEmpty || !widths.isEmpty {
                    files.append((folder + ".stringsdict", StringsDictWriter.data(plurals, widths: widths)))
                }
            }
        }
        return files
    }

    /// One XLIFF per language of the catalog (`<lang>.xliff`), sorted by language; `Base.lproj`'s texts
    /// are the development language's (``Catalog/withBaseAsDevelopmentLanguage()``): no `Base.xliff`.
    public static func xliffFiles(_ catalog: Catalog, version: XLIFFVersion) -> [(path: String, data: Data)] {
        let catalog = catalog.withBaseAsDevelopmentLanguage()
        return catalog.languages.map { language in
            ("\(language).xliff", XLIFFWriter.data(catalog, language: language, version: version))
        }
    }

    /// Writes ``tableFiles(_:including:)`` under `directory`.
    public static func compile(_ catalog: Catalog, to directory: String) throws -> Result {
        try write(tableFiles(catalog), to: directory)
    }

    /// Writes ``xliffFiles(_:version:)`` under `directory`.
    public static func export(_ catalog: Catalog, to directory: String, version: XLIFFVersion) throws -> Result {
        try write(xliffFiles(catalog, version: version), to: directory)
    }

    /// Writes one XLIFF file per language under `directory` for several localization roots (an app and
    /// its widget): each root's tables are `<file>`s of their own, their `original` the root's folder
    /// (relative to the roots' common folder) before Xcode's `en.lproj/Table.strings`, so two roots'
    /// `InfoPlist` stay apart and `import` puts each back into its root. One root's `original`s are
    /// Xcode's, as ``export(_:to:version:)`` writes them; no `Base.xliff`, as there.
    public static func export(roots: [(root: String, catalog: Catalog)], to directory: String, version: XLIFFVersion)
        throws -> Result
    {
        let common = LocalizationRoot.commonFolder(of: roots.map(\.root))
        let roots = roots.map { (root: $0.root, catalog: $0.catalog.withBaseAsDevelopmentLanguage()) }
        let languages = Set(roots.flatMap(\.catalog.languages)).sorted()
        let files = languages.map { language -> (path: String, data: Data) in
            var document = XLIFFDocument()
            for (root, catalog) in roots where catalog.languages.contains(language) {
                let prefix = LocalizationRoot.relative(root, to: common)
                for var file in XLIFFExportBuilder.document(catalog, language: language).files {
                    file.original = prefix.isEmpty ? file.original : prefix + "/" + file.original
                    document.files.append(file)
                }
            }
            let source = roots.first?.catalog.developmentLanguage ?? "en"
            return (
                "\(language).xliff", XLIFFWriter.data(document, source: source, language: language, version: version)
            )
        }
        return try write(files, to: directory)
    }

    /// Writes all files or none (see ``AtomicFileWriter/write(_:)``).
    static func write(_ files: [(path: String, data: Data)], to directory: String) throws -> Result {
        let changed = try AtomicFileWriter.write(
            files.map { ((directory as NSString).appendingPathComponent($0.path), $0.data) })
        var result = Result()
        for (file, isChanged) in zip(files, changed) {
            if isChanged {
                result.written.append(file.path)
            } else {
                result.unchanged.append(file.path)
            }
        }
        return result
    }
}
