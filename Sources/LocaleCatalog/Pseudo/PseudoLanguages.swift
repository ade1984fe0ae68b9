import Foundation

/// Adds pseudo-languages to a catalog and writes their tables.
///
/// ```swift
/// let catalog = CatalogLoader().load(["Resources"])
/// try PseudoLanguages.write(catalog, styles: [.accented, .bidi], to: "Resources")  // en-XA.lproj, ar-XB.lproj
/// ```
public enum PseudoLanguages {
    /// `catalog` with, for each style, every table's development-language entries pseudo-translated
    /// into the style's language.
    public static func adding(_ styles: [PseudoStyle], to catalog: Catalog) -> Catalog {
        var result = catalog
        for style in styles {
            let localizer = PseudoLocalizer(style: style)
            for (name, table) in catalog.tables {
                guard let reference = table.reference(developmentLanguage: catalog.developmentLanguage) else {
                    continue
                }
                var pseudo = LanguageTable(language: style.languageCode)
                for (key, entry) in reference.entries where entry.shouldTranslate {
                    var translated = entry
                    translated.translation = localizer.translation(entry.translation)
                    translated.deviceVariants = [:]
                    pseudo.entries[key] = translated
                }
                result.tables[name]?.languages[style.languageCode] = pseudo
            }
        }
        return result
    }

    /// The pseudo-languages' tables (`<code>.lproj/<Table>.strings` and `.stringsdict`), by path
    /// relative to the output folder.
    public static func files(_ catalog: Catalog, styles: [PseudoStyle]) -> [(path: String, data: Data)] {
        let codes = Set(styles.map(\.languageCode))
        return CatalogCompiler.tableFiles(adding(styles, to: catalog)).filter { file in
            codes.contains(String(file.path.prefix { $0 != "." }))
        }
    }

    /// Writes ``files(_:styles:)`` under `directory`: atomically, only the files whose bytes change.
    public static func write(_ catalog: Catalog, styles: [PseudoStyle], to directory: String) throws
        -> CatalogCompiler.Result
    {
        try CatalogCompiler.write(files(catalog, styles: styles), to: directory)
    }

    /// Writes each localization root's pseudo-languages in the root's folder under `directory` (its path
    /// relative to the roots' common folder), so each bundle gets its own `en-XA.lproj`; one root writes
    /// as ``write(_:styles:to:)`` does.
    public static func write(roots: [(root: String, catalog: Catalog)], styles: [PseudoStyle], to directory: String)
        throws -> CatalogCompiler.Result
    {
        try CatalogCompiler.write(LocalizationRoot.prefixed(roots) { files($0, styles: styles) }, to: directory)
    }
}
