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

/// One key of a `.stringsdict` file whose value is a variable-width rule (`NSStringVariableWidthRuleType`).
public struct StringsDictWidthEntry: Hashable, Sendable {
    public var key: String
    public var variants: WidthVariants
    /// The line of the entry's `<key>`.
    public var location: SourceLocation

    public init(key: String, variants: WidthVariants, location: SourceLocation) {
        self.key = key
        self.variants = variants
        self.location = location
    }
}

public struct StringsDictFile: Sendable {
    /// The plural rules.
    public var entries: [StringsDictEntry]
    /// The variable-width rules. A key is in one list or the other (the last definition wins).
    public var widthEntries: [StringsDictWidthEntry]
    public var diagnostics: [Diagnostic]

    public init(
        entries: [StringsDictEntry], widthEntries: [StringsDictWidthEntry] = [], diagnostics: [Diagnostic]
    ) {
        self.entries = entries
        self.widthEntries = widthEntries
        self.diagnostics = diagnostics
    }
}

/// Reads `.stringsdict` files: an XML property list of plural rules, into ``PluralTranslation`` values,
/// and of variable-width rules (`NSStringVariableWidthRuleType`), into ``WidthVariants``.
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
    /// Reads a `.stringsdict` (an XML property list, or a binary one: located at the file). Never throws:
    /// problems become diagnostics located in `file`.
    public static func read(_ data: Data, file: String) -> StringsDictFile {
        guard PropertyListForm(of: data) != .binary else { return readBinary(data, file: file) }
        let (root, syntaxDiagnostics) = PropertyListXML.parse(data, file: file)
        var diagnostics = syntaxDiagnostics
        guard let root else { return StringsDictFile(entries: [], diagnostics: diagnostics) }
        guard let entries = root.entries else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: .stringsdict, "the root of a .stringsdict must be a <dict>", at: root.location))
            return StringsDictFile(entries: [], diagnostics: diagnostics)
        }
        var plurals: [StringsDictEntry?] = []
        var widths: [StringsDictWidthEntry?] = []
        // Where each key's definition is: a plural (index in `plurals`) or a width rule (in `widths`).
        var slotByKey: [String: (isWidth: Bool, index: Int)] = [:]
        for entry in entries {
            let isWidth = WidthEntryReader.isWidthEntry(entry)
            var plural: StringsDictEntry?
            var width: StringsDictWidthEntry?
            if isWidth {
                var reader = WidthEntryReader(entry: entry)
                width = reader.read().map {
                    StringsDictWidthEntry(key: entry.key, variants: $0, location: entry.keyLocation)
                }
                diagnostics += reader.diagnostics
            } else {
                var reader = PluralEntryReader(entry: entry)
                plural = reader.read().map { StringsDictEntry(key: entry.key, plural: $0, location: entry.keyLocation) }
                diagnostics += reader.diagnostics
            }
            guard plural != nil || width != nil else { continue }
            if let earlier = slotByKey[entry.key] {
                // The later definition wins, as in Foundation: in the earlier one's place when of the same kind.
                let first = earlier.isWidth ? widths[earlier.index]?.location : plurals[earlier.index]?.location
                diagnostics.append(.duplicateKey(entry.key, at: entry.keyLocation, first: first ?? entry.keyLocation))
                if earlier.isWidth == isWidth {
                    if isWidth { widths[earlier.index] = width } else { plurals[earlier.index] = plural }
                    continue
                }
                if earlier.isWidth { widths[earlier.index] = nil } else { plurals[earlier.index] = nil }
            }
            slotByKey[entry.key] = (isWidth, isWidth ? widths.count : plurals.count)
            if isWidth { widths.append(width) } else { plurals.append(plural) }
        }
        let result = plurals.compactMap { $0 }
        return StringsDictFile(entries: result, widthEntries: widths.compactMap { $0 }, diagnostics: diagnostics)
    }

    /// A binary `.stringsdict`, read through its XML form; its problems are located at the file, which
    /// has no lines.
    private static func readBinary(_ data: Data, file: String) -> StringsDictFile {
        guard let xml = PropertyListForm.xmlData(fromBinary: data) else {
            return StringsDictFile(
                entries: [], diagnostics: [.syntax("not a valid binary property list", at: SourceLocation(file: file))])
        }
        var result = read(xml, file: file)
        result.diagnostics = result.diagnostics.map { $0.locatedAtFile(file) }
        return result
    }
}
