import Foundation

/// The project's `LOCALIZED_STRING_MACRO_NAMES`: the functions and macros Xcode's string extraction
/// follows besides `NSLocalizedString` (a file-sync app's `OCLocalizedString`). Read from the build
/// settings of `project.pbxproj` (a string or an array), `.xcconfig` files and XcodeGen's
/// `project.yml` settings; `$(inherited)` and the system's names are left out. One set for the whole
/// project: the setting is read wherever it is set.
///
/// ```swift
/// LocalizedStringMacroNames.names(inText: "LOCALIZED_STRING_MACRO_NAMES = $(inherited) OCLocalizedString")
/// // ["OCLocalizedString"]
/// ```
public enum LocalizedStringMacroNames {
    /// The build setting that names them.
    public static let setting = "LOCALIZED_STRING_MACRO_NAMES"

    /// The names set in the projects of `scope` (their `project.pbxproj` or `project.yml`) and in the
    /// `.xcconfig` files under the scope's folder, sorted.
    public static func names(in scope: XcodeProjectScope?) -> [String] {
        guard let scope else { return [] }
        var files = scope.projects.map(\.file)
        files += configurationFiles(under: scope.folder)
        var names = Set<String>()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            names.formUnion(self.names(inText: String(decoding: data, as: UTF8.self)))
        }
        return names.sorted()
    }

    /// The names every setting of `text` gives: `NAME = a b;`, `NAME = ( a, "b", );`, `NAME = a b`
    /// (xcconfig), `NAME: a b`, `NAME: [a, b]` or a YAML list on the lines below (XcodeGen).
    public static func names(inText text: String) -> Set<String> {
        var names = Set<String>()
        var searchStart = text.startIndex
        while let found = text.range(of: setting, range: searchStart..<text.endIndex) {
            searchStart = found.upperBound
            var rest = text[found.upperBound...]
            // `LOCALIZED_STRING_MACRO_NAMES[sdk=…]`, then `=` or `:`.
            if rest.first == "[", let close = rest.firstIndex(of: "]") { rest = rest[rest.index(after: close)...] }
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\"" }
            guard let first = rest.first, first == "=" || first == ":" else { continue }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            let value: Substring
            if rest.first == "(" {
                value = rest.prefix { $0 != ";" }  // a pbxproj array: `( "$(inherited)", A, );`
            } else if rest.first == "[" {
                value = rest.prefix { $0 != "]" }
            } else if rest.first == "\n" || rest.first == "\r" {
                // A YAML list: the following lines that start with `-`.
                var lines: [Substring] = []
                for line in rest.dropFirst().split(separator: "\n", omittingEmptySubsequences: false) {
                    let trimmed = line.drop { $0 == " " || $0 == "\t" }
                    guard trimmed.hasPrefix("-") else { break }
                    lines.append(trimmed.dropFirst())
                }
                value = Substring(lines.joined(separator: " "))
            } else {
                value = rest.prefix { $0 != "\n" && $0 != ";" && $0 != "\r" }
            }
            for word in value.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }) {
                guard let head = word.first, head.isLetter || head == "_", !word.contains("$"), word != "inherited"
                else { continue }
                names.insert(String(word))
            }
        }
        names.subtract(["NSLocalizedString", "CFCopyLocalizedString", "inherited"])
        return names
    }

    /// The `.xcconfig` files under `folder` (hidden folders, `.build`, `Pods` and `Carthage` skipped).
    static func configurationFiles(under folder: String) -> [String] {
        let base = URL(fileURLWithPath: folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [String] = []
        for case let url as URL in enumerator {
            if [".build", "Pods", "Carthage", "node_modules"].contains(url.lastPathComponent) {
                enumerator.skipDescendants()
            } else if url.pathExtension == "xcconfig" {
                files.append(url.path)
            }
        }
        return files.sorted()
    }
}
