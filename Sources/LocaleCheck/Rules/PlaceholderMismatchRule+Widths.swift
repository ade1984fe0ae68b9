import Foundation
import LocaleCatalog
import LocalizationFormats

/// Variable-width entries (`NSStringVariableWidthRuleType`): an entry's translation is its widest
/// variant, which ``PlaceholderMismatchRule/check(_:)`` compares as any text; every narrower width
/// is compared here with the same development value, by the same rules as a text. The development
/// language's own narrower widths are compared with its widest.
extension PlaceholderMismatchRule {
    /// The narrower widths of `entry` against `original`'s text (a development plural is not compared).
    func widthFindings(_ entry: Entry, original: Entry, table: String, language: String) -> [Finding] {
        guard case .text(let source) = original.translation, let expected = Self.textSignature(source) else {
            return []
        }
        var report = Report(table: table, language: language, key: entry.key, rule: id)
        let variants = entry.widthVariants
        for width in variants.widths.dropLast() {
            guard let text = variants.texts[width], text != source else { continue }
            report.compare(
                expected, PlaceholderSignature(parsing: text),
                at: variants.location(of: width) ?? entry.valueLocation ?? entry.location, what: " width \(width)")
        }
        return report.findings
    }

    /// The development (or `Base`) table's variable-width entries, each narrower width against the widest.
    func referenceWidthFindings(_ reference: LanguageTable, table: String) -> [Finding] {
        // Unordered: findings are sorted once, at the end.
        reference.entries.values.lazy.filter { $0.widthVariants.texts.count > 1 }.flatMap { entry in
            widthFindings(entry, original: entry, table: table, language: reference.language)
        }
    }
}
