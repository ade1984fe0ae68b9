import Foundation
import LocalizationFormats

/// Reads one file with the reader its extension names.
enum FileReader {
    static func read(path: String) -> CatalogFragment {
        let ext = (path as NSString).pathExtension.lowercased()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return CatalogFragment(diagnostics: [
                Diagnostic(.error, rule: "io", "is a directory, not a file", at: SourceLocation(file: path))
            ])
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return CatalogFragment(diagnostics: [
                Diagnostic(.error, rule: "io", "cannot read file", at: SourceLocation(file: path))
            ])
        }
        switch ext {
        case "strings":
            return StringsFragmentReader.read(data, path: path)
        case "stringsdict":
            return StringsDictFragmentReader.read(data, path: path)
        case "xliff", "xlf":
            return XLIFFReader.read(data, path: path)
        case "xcstrings":
            return StringCatalogReader.read(data, path: path)
        default:
            return CatalogFragment(diagnostics: [
                Diagnostic(.error, rule: "io", "unsupported file type '.\(ext)'", at: SourceLocation(file: path))
            ])
        }
    }

    /// The table and language a `.lproj` file belongs to: `…/de.lproj/Localizable.strings` → (`Localizable`, `de`).
    /// A file outside any `.lproj` folder belongs to `fallbackLanguage`.
    static func tableAndLanguage(of path: String, fallbackLanguage: String = "en") -> (table: String, language: String)
    {
        let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let components = path.split(separator: "/")
        let lproj = components.dropLast().last { $0.hasSuffix(".lproj") }
        let language = lproj.map { LanguageCode.normalize(String($0.dropLast(".lproj".count))) } ?? fallbackLanguage
        return (table, language)
    }
}
