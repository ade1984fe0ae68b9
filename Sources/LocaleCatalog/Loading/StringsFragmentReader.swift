import Foundation
import LocalizationFormats

/// `.strings` → ``CatalogFragment``.
package enum StringsFragmentReader {
    package static func read(_ data: Data, path: String) -> CatalogFragment {
        fragment(of: StringsReader.read(data, file: path), isEmpty: data.isEmpty, path: path)
    }

    /// The fragment of a `.strings` file already read from `path`, with the entries at `indices`
    /// (ascending), or all of them; `isEmpty`: whether the file had no bytes at all.
    package static func fragment(of file: StringsFile, isEmpty: Bool, path: String, indices: [Int]? = nil)
        -> CatalogFragment
    {
        let (table, language) = FileReader.tableAndLanguage(of: path)
        func unit(_ entry: StringsEntry) -> CatalogFragment.Unit {
            CatalogFragment.Unit(
                table: table, language: language,
                entry: Entry(
                    key: entry.key, translation: .text(entry.value), comment: entry.comment,
                    location: entry.keyLocation, valueLocation: entry.valueLocation))
        }
        let units = indices.map { $0.map { unit(file.entries[$0]) } } ?? file.entries.map(unit)
        // Valid as a property list, but a localization file with nothing in it is almost always one
        // that a failed script or a full disk truncated.
        let empty = isEmpty ? [Diagnostic.syntax("the file is empty", at: SourceLocation(file: path))] : []
        return CatalogFragment(
            units: units, files: [.init(table: table, language: language, path: path)],
            diagnostics: empty + file.diagnostics)
    }
}
