import Foundation
import LocaleCatalog
import LocalizationFormats

/// Splits localization files into catalogs, one per localization root: the folder that holds a
/// set of `<language>.lproj` folders. Two `Localizable` tables in different roots (an app and its
/// widget) are different tables and are checked separately.
public struct CatalogRoots: Sendable {
    /// Root → its files, sorted.
    public var files: [String: [String]]
    /// Paths that could not be read (missing, unreadable folders).
    public var diagnostics: [Diagnostic]

    /// The root of one file: the folder above its `.lproj` folder, else its own folder.
    public static func root(of file: String) -> String {
        LocalizationRoot.of(file)
    }

    /// Finds the files under `paths` (files or folders, searched recursively), filtered by the
    /// configuration's include and exclude globs, and groups them by root.
    public static func find(_ paths: [String], configuration: LocaleKitConfiguration = .init()) -> CatalogRoots {
        var diagnostics: [Diagnostic] = []
        var files: Set<String> = []
        for path in paths {
            let found = LocalizationFileFinder.find(under: path)
            diagnostics += found.diagnostics
            files.formUnion(found.files.map(normalized))
        }
        let filter = PathFilter(configuration: configuration)
        var grouped: [String: [String]] = [:]
        // A file's root depends on its folder alone: worked out once per folder.
        var rootByFolder: [Substring: String] = [:]
        for file in files where filter.accepts(file) {
            let folder = file.utf8.lastIndex(of: UInt8(ascii: "/")).map { file[...$0] } ?? ""
            let fileRoot = rootByFolder[folder] ?? root(of: file)
            rootByFolder[folder] = fileRoot
            grouped[fileRoot, default: []].append(file)
        }
        return CatalogRoots(files: grouped.mapValues { $0.sorted() }, diagnostics: diagnostics)
    }

    /// For a pre-commit hook: the changed files given map to their roots, and each root is
    /// checked whole (a translation is only complete relative to its development language).
    /// A changed `localekit.json` selects the folder it is in. Other files are ignored.
    public static func forChangedFiles(_ changed: [String], configuration: LocaleKitConfiguration = .init())
        -> CatalogRoots
    {
        var roots: Set<String> = []
        for file in changed.map(normalized) {
            let name = (file as NSString).lastPathComponent
            let ext = PlainPath.lowercasedExtension(of: name)
            if name == LocaleKitConfiguration.fileName {
                let folder = (file as NSString).deletingLastPathComponent
                roots.insert(folder.isEmpty ? "." : folder)
            } else if CatalogLoader.fileExtensions.contains(ext) {
                roots.insert(root(of: file))
            }
        }
        var result = CatalogRoots(files: [:], diagnostics: [])
        for root in roots.sorted() {
            let found = find([root], configuration: configuration)
            result.diagnostics += found.diagnostics
            for (foundRoot, files) in found.files where foundRoot == root || !roots.contains(foundRoot) {
                result.files[foundRoot, default: []] += files
            }
        }
        result.files = result.files.mapValues { Array(Set($0)).sorted() }
        return result
    }

    /// `./a//b/` → `a/b`.
    package static func normalized(_ path: String) -> String {
        // Most paths (every path the file finder gives) are already normal: told on their bytes,
        // without splitting them.
        if isNormalASCII(path) { return path }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if parts.isEmpty { return path.hasPrefix("/") ? "/" : "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// Whether `path` is ASCII and ``normalized(_:)`` leaves it as it is: not empty, no empty
    /// component (`//`, a trailing `/` but in `/`) and no `.` component.
    static func isNormalASCII(_ path: String) -> Bool {
        let answer = path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.isEmpty else { return false }
            if bytes.count == 1 && bytes[0] == 0x2F { return true }
            var componentStart = 0
            var index = 0
            // A component ends at each `/` (2F) and at the end; `.` is 2E.
            while index <= bytes.count {
                if index < bytes.count {
                    guard bytes[index] < 0x80 else { return false }
                    if bytes[index] != 0x2F {
                        index += 1
                        continue
                    }
                }
                let length = index - componentStart
                // An empty component is allowed only as the leading one of an absolute path.
                if length == 0 && !(componentStart == 0 && index < bytes.count) { return false }
                if length == 1 && bytes[componentStart] == 0x2E { return false }
                index += 1
                componentStart = index
            }
            return true
        }
        return answer ?? false
    }
}

/// The configuration's include and exclude globs, matched against paths relative to the
/// configuration's folder.
struct PathFilter: Sendable {
    var include: [Glob]
    var exclude: [Glob]
    var base: String?

    init(configuration: LocaleKitConfiguration) {
        include = configuration.include.map { Glob($0) }
        exclude = configuration.exclude.map { Glob($0) }
        base = configuration.directory.map(CatalogRoots.normalized)
    }

    func accepts(_ file: String) -> Bool {
        guard !include.isEmpty || !exclude.isEmpty else { return true }
        let relative = relativePath(file)
        if !include.isEmpty && !include.contains(where: { $0.matches(relative) }) { return false }
        return !exclude.contains { $0.matches(relative) }
    }

    private func relativePath(_ file: String) -> String {
        guard let base, base != "." else { return file }
        let absoluteFile = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        let absoluteBase = base.hasPrefix("/") ? base : FileManager.default.currentDirectoryPath + "/" + base
        let prefix = CatalogRoots.normalized(absoluteBase) + "/"
        let normalizedFile = CatalogRoots.normalized(absoluteFile)
        return normalizedFile.hasPrefix(prefix) ? String(normalizedFile.dropFirst(prefix.count)) : file
    }
}
