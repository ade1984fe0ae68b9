import Foundation
import LocalizationFormats

/// `.strings` → ``CatalogFragment``.
enum StringsFragmentReader {
    static func read(_ data: Data, path: String) -> CatalogFragment {
        fragment(of: StringsReader.read(data, file: path), isEmpty: data.isEmpty, path: path)
    }

    /// The fragment of a `.strings` file already read from `path`, with the entries `keeping` keeps
    /// (all by default); `isEmpty`: whether the file had no bytes at all.
    static func fragment(
        of file: StringsFile, isEmpty: Bool, path: String, keeping: (StringsEntry) -> Bool = { _ in true }
    ) -> CatalogFragment {
        let (table, language) = FileReader.tableAndLanguage(of: path)
        let units = file.entries.compactMap { entry -> CatalogFragment.Unit? in
            guard keeping(entry) else { return nil }
            return CatalogFragment.Unit(
                table: table, language: language,
                entry: Entry(
                    key: entry.key, translation: .text(entry.value), comment: entry.comment,
                    location: entry.keyLocation, valueLocation: entry.valueLocation))
        }
        // Valid as a property list, but a localization file with nothing in it is almost always one
        // that a failed script or a full disk truncated.
        let empty = isEmpty ? [Diagnostic.syntax("the file is empty", at: SourceLocation(file: path))] : []
        return CatalogFragment(
            units: units, files: [.init(table: table, language: language, path: path)],
            diagnostics: empty + file.diagnostics)
    }
}
