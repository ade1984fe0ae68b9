import Foundation
import LocalizationFormats

/// `.stringsdict` → ``CatalogFragment``: plural rules as plural entries, variable-width rules as entries
/// with ``Entry/widthVariants`` (their translation the widest variant).
enum StringsDictFragmentReader {
    static func read(_ data: Data, path: String) -> CatalogFragment {
        let (table, language) = FileReader.tableAndLanguage(of: path)
        let file = StringsDictReader.read(data, file: path)
        var units = file.entries.map { entry in
            CatalogFragment.Unit(
                table: table, language: language,
                entry: Entry(key: entry.key, translation: .plural(entry.plural), location: entry.location))
        }
        for entry in file.widthEntries {
            units.append(
                CatalogFragment.Unit(
                    table: table, language: language,
                    entry: Entry(key: entry.key, widthVariants: entry.variants, location: entry.location)))
        }
        return CatalogFragment(
            units: units, files: [.init(table: table, language: language, path: path)],
            diagnostics: file.diagnostics)
    }
}
