import Foundation

/// A `strings` entry's `filter:`, as SwiftGen 6 applies it: a regular expression searched (not
/// anchored) in each path, which replaces the parser's default extension filter. An input that
/// matches is read as it is; one that does not is searched recursively (hidden files and packages
/// skipped) for the files that match. A named file that does not match is not read at all.
struct SwiftGenInputFilter {
    let pattern: String
    private let regex: NSRegularExpression

    /// Nil when `pattern` is not a regular expression (SwiftGen stops with "Unable to parse").
    init?(pattern: String) {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        self.pattern = pattern
        self.regex = regex
    }

    /// The files of `inputs` that SwiftGen reads, in the order it finds them (sorted within a folder).
    func files(_ inputs: [String]) -> [String] {
        inputs.flatMap { input -> [String] in
            if !isDirectory(input) { return matches(input) ? [input] : [] }
            return descendants(of: input).filter { !isDirectory($0) && matches($0) }
        }
    }

    func matches(_ path: String) -> Bool {
        regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    private func descendants(of folder: String) -> [String] {
        let url = URL(fileURLWithPath: folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return [] }
        let base = url.standardizedFileURL.path
        return enumerator.compactMap { item -> String? in
            guard let found = item as? URL else { return nil }
            // Spelled under the input as given, as PathKit joins them, so a pattern sees the same text.
            let relative = found.standardizedFileURL.path.dropFirst(base.count).drop { $0 == "/" }
            return (folder as NSString).appendingPathComponent(String(relative))
        }.sorted()
    }

    private func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
