import LocaleCatalog
import LocalizationFormats

/// One development value and one translation of it, as the translator-QA rules compare them:
/// two texts of the same key (and plural form), independent of files and of the check engine.
public struct TextPair: Sendable, Hashable {
    /// The table the key belongs to.
    public var table: String
    /// The key.
    public var key: String
    /// The development-language text (of the same plural form, else the `other` form).
    public var source: String
    /// The translated text.
    public var translation: String
    /// The translation's language (normalized, e.g. `de`, `pt-BR`).
    public var language: String
    /// The translator comment: the development entry's, else the translation's.
    public var comment: String?
    /// The plural form both texts are, or `nil` for plain texts and a plural's format.
    public var form: PluralCategory?

    /// A pair of `source` and its `translation` into `language`.
    public init(
        table: String = "", key: String = "", source: String, translation: String, language: String,
        comment: String? = nil, form: PluralCategory? = nil
    ) {
        self.table = table
        self.key = key
        self.source = source
        self.translation = translation
        self.language = language
        self.comment = comment
        self.form = form
    }

    /// Whether `language` holds documentation for translators rather than a translation
    /// (translatewiki's `qqq`): the translator-QA rules do not compare it.
    public static func isDocumentation(_ language: String) -> Bool {
        language == "qqq"
    }

    /// The language without script or region: `pt-BR` → `pt`, `zh-Hant` → `zh`.
    public var baseLanguage: Substring {
        // Codes are ASCII: a byte is a character there (the rules ask for every pair).
        let utf8 = language.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            let end = utf8.firstIndex { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") } ?? utf8.endIndex
            return language[..<end]
        }
        return language.prefix { $0 != "-" && $0 != "_" }
    }
}
