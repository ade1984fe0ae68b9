import Foundation
import LocalizationFormats

/// `.strings` → ``CatalogFragment``.
enum StringsFragmentReader {
    static func read(_ data: Data, path: String) -> CatalogFragment {
        let (table, language) = FileReader.tableAndLanguage(of: path)
        let file = StringsReader.read(data, file: path)
        let units = file.entries.map { entry in
            CatalogFragment.Unit(
                table: table, language: language,
                entry: Entry(
                    key: entry.key, translation: .text(entry.value), comment: entry.comment,
                    location: entry.keyLocation, valueLocation: entry.valueLocation))
        }
        // Valid as a property list, but a localization file with nothing in it is almost always one
        // that a failed script or a full disk truncated.
        let empty = data.isEmpty ? [Diagnostic.syntax("the file is empty", at: SourceLocation(file: path))] : []
        return CatalogFragment(
            units: units, files: [.init(table: table, language: language, path: path)],
            diagnostics: empty + file.diagnostics)
    }
}
