import Foundation
import LocalizationFormats

/// `localekit check --format json`: a stable, documented schema (version 1).
///
/// ```
/// { "version": 1, "developmentLanguage": "en",
///   "findings": [ { "rule", "severity", "message", "file"?, "line"?, "column"?,
///                   "table"?, "language"?, "key"?, "notes"?: [ { "message", "file"?, "line"?, "column"? } ] } ],
///   "coverage": [ { "language", "translated", "total", "percent",
///                   "tables": [ { "root", "table", "translated", "total", "percent" } ] } ],
///   "summary": { "error", "warning", "note", "baselined" } }
/// ```
/// Keys are sorted; `percent` has at most two decimals; findings are in output order.
public enum CheckJSONRenderer {
    public static func render(_ report: CheckReport) -> String {
        let object: [String: Any] = [
            "version": 1,
            "developmentLanguage": report.developmentLanguage,
            "findings": report.findings.map(object(for:)),
            "coverage": report.coverage.map(object(for:)),
            "summary": [
                "error": report.count(.error), "warning": report.count(.warning), "note": report.count(.note),
                "baselined": report.baselined,
            ],
        ]
        return serialize(object)
    }

    static func object(for finding: Finding) -> [String: Any] {
        var object = CatalogDump.object(for: finding.diagnostic)
        if let table = finding.table { object["table"] = table }
        if let language = finding.language { object["language"] = language }
        if let key = finding.key { object["key"] = key }
        return object
    }

    static func object(for coverage: LanguageCoverage) -> [String: Any] {
        [
            "language": coverage.language, "translated": coverage.translated, "total": coverage.total,
            "percent": rounded(coverage.percent),
            "tables": coverage.tables.map { table -> [String: Any] in
                [
                    "root": table.root, "table": table.table, "translated": table.translated, "total": table.total,
                    "percent": rounded(table.percent),
                ]
            },
        ]
    }

    static func rounded(_ percent: Double) -> Double {
        (percent * 100).rounded(.down) / 100
    }

    static func serialize(_ object: Any) -> String {
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: options) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
