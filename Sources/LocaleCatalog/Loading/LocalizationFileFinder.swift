import Foundation
import LocalizationFormats

/// Finds localization files under a path (a file, or a folder searched recursively).
package enum LocalizationFileFinder {
    package struct Result {
        package var files: [String] = []
        package var diagnostics: [Diagnostic] = []
    }

    package static func find(under path: String) -> Result {
        var result = Result()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            result.diagnostics.append(
                Diagnostic(.error, rule: .io, "no such file or directory", at: SourceLocation(file: path)))
            return result
        }
        // A folder named like a localization file (`x.strings/`) is reported by the reader, not searched.
        let ext = PlainPath.lowercasedExtension(of: path)
        guard isDirectory.boolValue, !CatalogLoader.fileExtensions.contains(ext) else {
            result.files.append(path)
            return result
        }
        // Hidden folders (`.git`, `.build`, `.swiftpm`…) are not searched, and hidden files not read.
        let walker = DirectoryWalker(descends: { !$0.hasPrefix(".") })
        guard let relatives = walker.paths(under: path) else {
            result.diagnostics.append(
                Diagnostic(.error, rule: .io, "cannot read directory", at: SourceLocation(file: path)))
            return result
        }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        for relative in relatives {
            let ext = lowercasedExtension(of: relative)
            let isInterfaceFile = CatalogLoader.interfaceBuilderExtensions.contains(ext)
            guard CatalogLoader.fileExtensions.contains(ext) || isInterfaceFile,
                !lastComponent(of: relative).hasPrefix(".")
            else { continue }
            let file = base.isEmpty ? relative : base + "/" + relative
            if isInterfaceFile && !isInLocalizationFolder(file) { continue }
            result.files.append(file)
        }
        return result
    }

    /// Whether the file is in a `.lproj` folder: only there is a storyboard or `.xib` the
    /// development version of a Base-internationalized table.
    private static func isInLocalizationFolder(_ path: String) -> Bool {
        LocalizationFolder.language(ofFile: path) != nil
    }

    private static func lastComponent(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }

    /// The extension of the path's last component, lowercased (`a/b.Strings` → `strings`, `a/b` → ``):
    /// `NSString.pathExtension` for the names searched (hidden ones are skipped anyway), without
    /// bridging each of a tree's files to `NSString`.
    static func lowercasedExtension(of path: String) -> String {
        let utf8 = path.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return "" }
        if let slash = utf8.lastIndex(of: UInt8(ascii: "/")), slash > dot { return "" }
        return path[utf8.index(after: dot)...].lowercased()
    }
}
