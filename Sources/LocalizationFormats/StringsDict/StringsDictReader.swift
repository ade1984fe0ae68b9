import Foundation

/// One key of a `.stringsdict` file.
public struct StringsDictEntry: Hashable, Sendable {
    public var key: String
    public var plural: PluralTranslation
    /// The line of the entry's `<key>`.
    public var location: SourceLocation

    public init(key: String, plural: PluralTranslation, location: SourceLocation) {
        self.key = key
        self.plural = plural
        self.location = location
    }
}

public struct StringsDictFile: Sendable {
    public var entries: [StringsDictEntry]
    public var diagnostics: [Diagnostic]

    public init(entries: [StringsDictEntry], diagnostics: [Diagnostic]) {
        self.entries = entries
        self.diagnostics = diagnostics
    }
}

/// Reads `.stringsdict` files: an XML property list of plural rules, into ``PluralTranslation`` values.
///
/// ```swift
/// let file = StringsDictReader.read(data, file: "en.lproj/Localizable.stringsdict")
/// file.entries.first?.plural.format  // "%#@files@"
/// ```
///
/// Structural faults are diagnostics at the key's line (rule `stringsdict`): a variable that the format
/// references but nobody defines, an entry with both `NSStringLocalizedFormatKey` and
/// `NSStringVariableWidthRuleType`, a value type that is not a number conversion, a variable without an
/// `other` form; and (rule `invalid-format`) format problems such as one argument used with two types.
public enum StringsDictReader {
    /// Reads a `.stringsdict` (XML plist). Never throws: problems become diagnostics located in `file`.
    public static func read(_ data: Data, file: String) -> StringsDictFile {
        let (root, syntaxDiagnostics) = PropertyListXML.parse(data, file: file)
        var diagnostics = syntaxDiagnostics
        guard let root else { return StringsDictFile(entries: [], diagnostics: diagnostics) }
        guard let entries = root.entries else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: .stringsdict, "the root of a .stringsdict must be a <dict>", at: root.location))
            return StringsDictFile(entries: [], diagnostics: diagnostics)
        }
        var result: [StringsDictEntry] = []
        var indexByKey: [String: Int] = [:]
        for entry in entries {
            var reader = PluralEntryReader(entry: entry)
            let plural = reader.read()
            diagnostics += reader.diagnostics
            guard let plural else { continue }
            let item = StringsDictEntry(key: entry.key, plural: plural, location: entry.keyLocation)
            if let existing = indexByKey[entry.key] {
                diagnostics.append(.duplicateKey(entry.key, at: entry.keyLocation, first: result[existing].location))
                result[existing] = item
            } else {
                indexByKey[entry.key] = result.count
                result.append(item)
            }
        }
        return StringsDictFile(entries: result, diagnostics: diagnostics)
    }
}
