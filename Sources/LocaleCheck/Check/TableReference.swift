import LocaleCatalog
import LocalizationFormats

/// What the engine works out once per table from its reference (the development-language version,
/// else `Base`), before any language is checked against it, and never changes afterwards: the keys
/// to translate, every reference entry by number, and the arguments of each, which the screen
/// and `placeholder-mismatch` compare translations with. A class: every run of the table shares one.
final class TableReference: Sendable {
    /// The arguments of one reference entry.
    enum Arguments: Sendable {
        /// A text, with its arguments when it has a `%` (nil when it is not a format string).
        case text(String, hasPercent: Bool, signature: PlaceholderSignature?)
        case plural(PlaceholderMismatchRule.PluralSource)
    }

    let table: LanguageTable
    /// The reference keys to translate (not ignored, not `shouldTranslate = false`), and where
    /// the reference defines each.
    let keys: [String]
    let locations: [SourceLocation]
    /// Every reference entry by key → its number in `entries`.
    let index: [String: Int32]
    let entries: [Entry]
    /// Per entry, its index in `keys`, or -1.
    let slots: [Int32]
    /// Per entry, its arguments.
    let arguments: [Arguments]

    init(_ table: LanguageTable, context: CheckContext) {
        self.table = table
        keys = context.translatableKeys(of: table)
        locations = keys.map { table.entries[$0]?.location ?? SourceLocation(file: "") }
        let slotOfKey = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, Int32($0)) })
        var index: [String: Int32] = [:]
        var entries: [Entry] = []
        var slots: [Int32] = []
        index.reserveCapacity(table.entries.count)
        entries.reserveCapacity(table.entries.count)
        slots.reserveCapacity(table.entries.count)
        for (key, entry) in table.entries {
            index[key] = Int32(entries.count)
            entries.append(entry)
            slots.append(slotOfKey[key] ?? -1)
        }
        self.index = index
        self.entries = entries
        self.slots = slots
        arguments = entries.map(Self.arguments(of:))
    }

    private static func arguments(of entry: Entry) -> Arguments {
        switch entry.translation {
        case .text(let text):
            let hasPercent = PlaceholderSignature.hasPercent(text)
            return .text(
                text, hasPercent: hasPercent, signature: hasPercent ? PlaceholderMismatchRule.textSignature(text) : nil)
        case .plural(let plural):
            return .plural(PlaceholderMismatchRule.PluralSource(plural))
        }
    }
}
