import LocalizationFormats

/// One loaded table (`Localizable`, `InfoPlist`…) of one language folder: its `.strings` values and
/// its `.stringsdict` plurals (a plural wins over a text of the same key, as on Apple platforms), with
/// the plural rule of the folder's language.
final class LocalizationTable: Sendable {
    /// The folder's language, normalized (`zh_Hans.lproj` → `zh-Hans`; `Base`).
    let language: String
    /// The `.strings` values, without the keys that `plurals` has: a text lookup is one probe.
    let strings: [String: String]
    let plurals: [String: PluralFormat]
    let pluralRule: PluralRule

    init(language: String, strings: [String: String], plurals: [String: PluralFormat]) {
        self.language = language
        var strings = strings
        for key in plurals.keys { strings.removeValue(forKey: key) }
        self.strings = strings
        self.plurals = plurals
        self.pluralRule = PluralRules.rule(for: language)
    }

    var isEmpty: Bool { strings.isEmpty && plurals.isEmpty }
}
