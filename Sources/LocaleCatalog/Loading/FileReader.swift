import Foundation
import LocalizationFormats

/// Reads one file with the reader its extension names.
package enum FileReader {
    package static func read(path: String) -> CatalogFragment {
        let ext = PlainPath.lowercasedExtension(of: path)
        if CatalogLoader.interfaceBuilderExtensions.contains(ext) {
            // Only where it is matters (which table it is the development version of), not what it holds.
            let (table, language) = tableAndLanguage(of: path)
            var fragment = CatalogFragment()
            fragment.interfaceBuilderFiles = [.init(table: table, language: language, path: path)]
            return fragment
        }
        let data: Data
        switch contents(of: path) {
        case .success(let contents): data = contents
        case .failure(let problem):
            return CatalogFragment(diagnostics: [
                Diagnostic(.error, rule: .io, problem.reason, at: SourceLocation(file: path))
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
                Diagnostic(.error, rule: .io, "unsupported file type '.\(ext)'", at: SourceLocation(file: path))
            ])
        }
    }

    package struct ReadProblem: Error {
        package var reason: String
    }

    /// The bytes of the regular file at `path` (symbolic links followed). Directories, pipes and
    /// devices are refused without being opened, so reading never blocks.
    package static func contents(of path: String) -> Result<Data, ReadProblem> {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return .failure(ReadProblem(reason: "cannot read file: \(String(cString: strerror(errno)))"))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(ReadProblem(reason: "is a directory, not a file"))
        default: return .failure(ReadProblem(reason: "is not a regular file (a pipe, socket or device)"))
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(ReadProblem(reason: "cannot read file: \(String(cString: strerror(errno)))"))
        }
        close(descriptor)
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ReadProblem(reason: "cannot read file"))
        }
        return .success(data)
    }

    /// The table and language a `.lproj` file belongs to: `…/de.lproj/Localizable.strings` → (`Localizable`, `de`).
    /// A file outside any `.lproj` folder belongs to `fallbackLanguage`.
    package static func tableAndLanguage(of path: String, fallbackLanguage: String = DevelopmentLanguage.fallback) -> (
        table: String, language: String
    ) {
        if let (table, code) = PlainPath.tableAndLanguageCode(of: path) {
            return (table, code.map(LanguageCode.normalize) ?? fallbackLanguage)
        }
        let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return (table, LocalizationFolder.language(ofFile: path) ?? fallbackLanguage)
    }
}

extension FileReader {
    /// Whether ``contents(of:)`` can read `path`: a regular file (symbolic links followed) that opens.
    package static func isReadable(path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }
}
