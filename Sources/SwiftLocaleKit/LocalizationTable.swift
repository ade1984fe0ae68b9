import LocalizationFormats

/// One loaded table (`Localizable`, `InfoPlist`…) of one language folder: its `.strings` values and
/// its `.stringsdict` plurals in one dictionary (a plural wins over a text of the same key, as on
/// Apple platforms), with the plural rule of the folder's language.
final class LocalizationTable: Sendable {
    enum Entry: Sendable {
        case text(String)
        case plural(PluralFormat)
    }

    /// The folder's language, normalized (`zh_Hans.lproj` → `zh-Hans`; `Base`).
    let language: String
    let entries: [String: Entry]
    let pluralRule: PluralRule

    init(language: String, strings: [String: String], plurals: [String: PluralFormat]) {
        self.language = language
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(strings.count + plurals.count)
        for (key, value) in strings { entries[key] = .text(value) }
        for (key, plural) in plurals { entries[key] = .plural(plural) }
        self.entries = entries
        self.pluralRule = PluralRules.rule(for: language)
    }

    var isEmpty: Bool { entries.isEmpty }
}
