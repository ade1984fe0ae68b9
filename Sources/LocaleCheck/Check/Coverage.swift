import Foundation
import LocaleCatalog

/// How much of one table the translators have done in one language.
public struct TableCoverage: Sendable, Hashable {
    /// The localization root the table lives in (the folder holding its `.lproj` folders).
    public var root: String
    /// The table.
    public var table: String
    /// The language.
    public var language: String
    /// Development keys present, non-empty and not marked untranslated in this language.
    public var translated: Int
    /// Development keys to translate (ignored keys, keys with no letter and `shouldTranslate =
    /// false` left out).
    public var total: Int
    /// Development keys this language lacks that its fallback parent has (`en-US` → `en`,
    /// `pt-PT` → `pt`): a regional variant's override table is complete without them.
    public var fallback: Int

    /// The coverage of `table` of `root` in `language`.
    public init(root: String, table: String, language: String, translated: Int, total: Int, fallback: Int = 0) {
        self.root = root
        self.table = table
        self.language = language
        self.translated = translated
        self.total = total
        self.fallback = fallback
    }

    /// Translated keys in percent of ``total`` (100 when there is nothing to translate).
    public var percent: Double { Coverage.percent(translated, of: total) }
    /// The share a user sees in the language or its parent: translated or covered by fallback.
    public var coveredPercent: Double { Coverage.percent(translated + fallback, of: total) }
}

/// One language's coverage over every table.
public struct LanguageCoverage: Sendable, Hashable {
    /// The language.
    public var language: String
    /// Development keys translated in this language, over every table.
    public var translated: Int
    /// Development keys to translate, over every table.
    public var total: Int
    /// Keys covered by the fallback parent (see ``TableCoverage/fallback``).
    public var fallback: Int
    /// Each table's coverage in this language.
    public var tables: [TableCoverage]
    /// Whether this is the development language (always complete by definition).
    public var isDevelopment: Bool

    /// The coverage of `language` over `tables`.
    public init(
        language: String, translated: Int, total: Int, tables: [TableCoverage], isDevelopment: Bool = false,
        fallback: Int = 0
    ) {
        self.language = language
        self.translated = translated
        self.total = total
        self.tables = tables
        self.isDevelopment = isDevelopment
        self.fallback = fallback
    }

    /// Translated keys in percent of ``total`` (100 when there is nothing to translate).
    public var percent: Double { Coverage.percent(translated, of: total) }
    /// The share a user sees in the language or its parent: translated or covered by fallback.
    public var coveredPercent: Double { Coverage.percent(translated + fallback, of: total) }
}

/// Coverage arithmetic shared by `check` (summary, `min-coverage`) and `stats`.
public enum Coverage {
    /// Sums table rows per language, sorted by language code.
    public static func byLanguage(_ rows: [TableCoverage], developmentLanguage: String? = nil) -> [LanguageCoverage] {
        let grouped = Dictionary(grouping: rows, by: \.language)
        return grouped.keys.sorted().map { language in
            let tables = grouped[language] ?? []
            return LanguageCoverage(
                language: language, translated: tables.reduce(0) { $0 + $1.translated },
                total: tables.reduce(0) { $0 + $1.total }, tables: tables,
                isDevelopment: language == developmentLanguage, fallback: tables.reduce(0) { $0 + $1.fallback })
        }
    }

    /// `translated / total` in percent; 100 when there is nothing to translate.
    public static func percent(_ translated: Int, of total: Int) -> Double {
        total == 0 ? 100 : Double(translated) * 100 / Double(total)
    }

    /// One decimal, without a trailing `.0` for whole numbers below 100: `98.3`, `100`, `50`.
    public static func format(_ percent: Double) -> String {
        // Never round up to 100 unless complete, so "100%" always means nothing is missing.
        let floored = (percent * 10).rounded(.down) / 10
        return floored == floored.rounded() ? String(Int(floored)) : String(format: "%.1f", floored)
    }
}
