import Foundation
import LocaleCatalog
import LocalizationFormats
import StencilEngine

/// The context SwiftGen 6.6's `strings` parser gives templates, built from localekit's readers:
/// `tables` (sorted by name, case-insensitively), each with its `name` and `levels`: at every level
/// the `strings` whose key ends there (sorted by key) and the `children` one component deeper
/// (sorted by name); a string has its `key`, `name` (last key component), `translation`, `comment`
/// and `types` (SwiftGen's placeholder types). A `.stringsdict` plural's translation is
/// `Plural format key: "…"`, its types those of the format with each variable's value type.
///
/// ```swift
/// let strings = SwiftGenStringsContext(files: ["Resources/en.lproj/Localizable.strings"])
/// let output = try template.render(strings.context(parameters: ["enumName": "L10n"]))
/// ```
public struct SwiftGenStringsContext: Sendable {
    /// One string of a table, as SwiftGen describes it.
    public struct Item: Sendable, Hashable {
        public var key: String
        public var translation: String
        public var comment: String?
        public var types: [String]
        /// The key's components at the separator, empty ones dropped.
        public var components: [String]
    }

    /// Tables by name, their strings by key.
    public private(set) var tables: [String: [String: Item]] = [:]
    /// What the readers reported, and keys SwiftGen would refuse (conflicting placeholder types).
    public private(set) var diagnostics: [Diagnostic] = []

    /// Reads `paths` (files, or folders searched for `.strings`, `.stringsdict` and `.xcstrings`) as
    /// SwiftGen reads its inputs: each file's name is its table; a `.stringsdict` plural shadows a
    /// `.strings` text; a String Catalog is read as the community fork (6.6.4) reads it.
    public init(files paths: [String], separator: String = ".") {
        for file in Self.inputFiles(paths) {
            if PlainPath.lowercasedExtension(of: file) == "xcstrings" {
                readCatalog(file, separator: separator)
                continue
            }
            let fragment = FileReader.read(path: file)
            diagnostics += fragment.diagnostics
            let isStringsDict = PlainPath.lowercasedExtension(of: file) == "stringsdict"
            // SwiftGen reads plurals only: a width-variant rule leaves the key to the `.strings` text.
            for unit in fragment.units where !unit.isSourceCopy && !(isStringsDict && unit.entry.hasWidthVariants) {
                guard let item = item(for: unit.entry, separator: separator) else { continue }
                if !isStringsDict, tables[unit.table]?[item.key] != nil { continue }
                tables[unit.table, default: [:]][item.key] = item
            }
        }
    }

    /// A String Catalog as the community fork reads it (``SwiftGenStringCatalog``); its keys come after
    /// a `.strings` or `.stringsdict` text of the same table, as the fork ranks its parsers.
    private mutating func readCatalog(_ file: String, separator: String) {
        let table = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let read: Result<[SwiftGenStringCatalog.Entry], SwiftGenStringCatalog.Problem> =
            switch FileReader.contents(of: file) {
            case .success(let data): SwiftGenStringCatalog.entries(in: data)
            case .failure(let problem): .failure(.init(reason: problem.reason))
            }
        switch read {
        case .failure(let problem):
            diagnostics.append(
                Diagnostic(
                    .error, rule: .config, "SwiftGen's String Catalog parser refuses the file: it \(problem.reason)",
                    at: SourceLocation(file: file)))
        case .success(let entries):
            for entry in entries where tables[table]?[entry.key] == nil {
                guard let types = catalogTypes(entry, file: file) else { continue }
                tables[table, default: [:]][entry.key] = Item(
                    key: entry.key, translation: entry.translation, comment: entry.comment, types: types,
                    components: entry.key.components(separatedBy: separator).filter { !$0.isEmpty })
            }
        }
    }

    /// The text's types, else the first plural case's that has any; nil (reported) when one of the
    /// formats it reads mixes types, which stops the fork.
    private mutating func catalogTypes(_ entry: SwiftGenStringCatalog.Entry, file: String) -> [String]? {
        var types: [String] = []
        for (index, format) in entry.formats.enumerated() {
            switch SwiftGenPlaceholders.types(in: format) {
            case .success(let found) where types.isEmpty: types = found
            case .success: break
            case .failure(let problem):
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .config, "SwiftGen refuses '\(entry.key)': \(problem.reason)",
                        at: SourceLocation(file: file)))
                return nil
            }
            if index == 0, !types.isEmpty { break }
        }
        return types
    }

    /// The context for a template: `tables`, `param` (the template's parameters) and `env`.
    public func context(parameters: [String: StencilValue], environment: [String: String] = [:])
        -> [String: StencilValue]
    {
        let tables = tables.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { name, items in
            StencilValue.dictionary(["name": .string(name), "levels": Self.level(Array(items.values), path: [])])
        }
        return [
            "tables": .array(tables), "param": .dictionary(parameters),
            "env": .dictionary(environment.mapValues { .string($0) }),
        ]
    }

    /// The strings that end at `path` and the children below it.
    private static func level(_ items: [Item], path: [String]) -> StencilValue {
        var level: [String: StencilValue] = [:]
        if let name = path.last { level["name"] = .string(name) }
        let strings = items.filter { $0.components.count == path.count + 1 }
            .sorted { ($0.key.lowercased(), $0.key) < ($1.key.lowercased(), $1.key) }
        if !strings.isEmpty { level["strings"] = .array(strings.map(value)) }
        let deeper = Dictionary(grouping: items.filter { $0.components.count > path.count + 1 }) {
            $0.components[path.count]
        }
        if !deeper.isEmpty {
            level["children"] = .array(
                deeper.sorted { $0.key < $1.key }.map { name, items in self.level(items, path: path + [name]) })
        }
        return .dictionary(level)
    }

    private static func value(_ item: Item) -> StencilValue {
        var value: [String: StencilValue] = [
            "name": .string(item.components.last ?? ""), "key": .string(escapingNewlines(item.key)),
            "translation": .string(escapingNewlines(item.translation)),
        ]
        if let comment = item.comment { value["comment"] = .string(escapingNewlines(comment)) }
        if !item.types.isEmpty { value["types"] = .array(item.types.map { .string($0) }) }
        return .dictionary(value)
    }

    private static func escapingNewlines(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    private mutating func item(for entry: Entry, separator: String) -> Item? {
        let translation: String
        let format: String
        switch entry.translation {
        case .text(let text):
            translation = text
            format = text
        case .plural(let plural):
            translation = "Plural format key: \"\(plural.format)\""
            format = SwiftGenPlaceholders.formatWithValueTypes(plural)
        }
        let types: [String]
        switch SwiftGenPlaceholders.types(in: format) {
        case .success(let found):
            types = found
        case .failure(let problem):
            diagnostics.append(
                Diagnostic(
                    .error, rule: .config, "SwiftGen refuses '\(entry.key)': \(problem.reason)", at: entry.location))
            return nil
        }
        return Item(
            key: entry.key, translation: translation, comment: entry.comment, types: types,
            components: entry.key.components(separatedBy: separator).filter { !$0.isEmpty })
    }

    /// The files of `paths`: each file as given, each folder's `.strings`, `.stringsdict` and (as the
    /// community fork reads them) `.xcstrings` files, recursively, sorted.
    static func inputFiles(_ paths: [String]) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = ((try? manager.subpathsOfDirectory(atPath: path)) ?? []).filter {
                ["strings", "stringsdict", "xcstrings"].contains(PlainPath.lowercasedExtension(of: $0))
            }
            files += found.sorted().map { (path as NSString).appendingPathComponent($0) }
        }
        return files
    }
}
