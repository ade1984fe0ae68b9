import Foundation
import LocalizationFormats

/// One loaded table (`Localizable`, `InfoPlist`…) of one language folder: its `.strings` values and
/// its `.stringsdict` plurals and variable-width rules (which win over a text of the same key, as on
/// Apple platforms), with the plural rule of the folder's language.
final class LocalizationTable: Sendable {
    /// The folder's language, normalized (`zh_Hans.lproj` → `zh-Hans`; `Base`).
    let language: String
    /// The `.strings` values, without the keys that `plurals` or `widths` have: a text lookup is one probe.
    let strings: StringTable
    /// The `.stringsdict` entries as read; each is compiled on its first lookup (``plural(_:)``).
    let plurals: [String: PluralTranslation]
    /// The `.stringsdict` variable-width rules (`NSStringVariableWidthRuleType`).
    let widths: [String: WidthVariants]
    let pluralRule: PluralRule
    private let compiled = Synchronized<[String: PluralFormat]>([:])

    init(
        language: String, strings: StringTable.Builder, plurals: [String: PluralTranslation],
        widths: [String: WidthVariants] = [:]
    ) {
        self.language = language
        var strings = strings
        for key in plurals.keys { strings.remove(key) }
        for key in widths.keys { strings.remove(key) }
        self.strings = StringTable(strings)
        self.plurals = plurals
        self.widths = widths
        self.pluralRule = PluralRules.rule(for: language)
    }

    var isEmpty: Bool { strings.isEmpty && plurals.isEmpty && widths.isEmpty }

    /// The compiled plural of `key`, compiled once (most entries of a table are never looked up).
    func plural(_ key: String) -> PluralFormat? {
        guard let translation = plurals[key] else { return nil }
        return compiled.withLock { compiled in
            if let format = compiled[key] { return format }
            let format = PluralFormat(translation)
            compiled[key] = format
            return format
        }
    }
}
