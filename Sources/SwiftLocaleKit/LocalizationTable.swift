import LocalizationFormats

/// One loaded table (`Localizable`, `InfoPlist`…) of one language folder: its `.strings` values and
/// its `.stringsdict` plurals, with the plural rule of the folder's language.
struct LocalizationTable: Sendable {
    /// The folder's language, normalized (`zh_Hans.lproj` → `zh-Hans`; `Base`).
    let language: String
    let strings: [String: String]
    let plurals: [String: PluralFormat]
    let pluralRule: PluralRule

    init(language: String, strings: [String: String], plurals: [String: PluralFormat]) {
        self.language = language
        self.strings = strings
        self.plurals = plurals
        self.pluralRule = PluralRules.rule(for: language)
    }

    var isEmpty: Bool { strings.isEmpty && plurals.isEmpty }
}
