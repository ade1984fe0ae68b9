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
        // Foundation refuses zero-length data ("Cannot parse a NULL or zero-length data"), so at run
        // time the table falls back to the development language; usually a failed script or a full
        // disk truncated the file. A warning, not `syntax`: nothing in the file is malformed.
        let empty = isEmpty ? [emptyFile(at: path, table: table)] : []
        return CatalogFragment(
            units: units, files: [.init(table: table, language: language, path: path)],
            diagnostics: empty + file.diagnostics)
    }

    /// What users see says the message: a plain Foundation lookup (`NSLocalizedString`) returns the
    /// key where the table cannot be read, except for `InfoPlist`, whose keys name `Info.plist` values
    /// that are then shown as the `Info.plist` has them.
    private static func emptyFile(at path: String, table: String) -> Diagnostic {
        let shown =
            table.caseInsensitiveCompare("InfoPlist") == .orderedSame
            ? "users see the Info.plist's own values (the development language's) in this language"
            : "users of this language see the raw keys where the app looks them up with NSLocalizedString "
                + "(localekit's runtime falls back to the development language)"
        return Diagnostic(
            .warning, rule: .emptyFile,
            "the file is empty (0 bytes): Foundation cannot read it, so \(shown)",
            at: SourceLocation(file: path))
    }
}
