import Foundation
import LocalizationFormats

/// Sorts the entries of a translation's `.strings` file into those no rule could report and the
/// suspects, so that ``StreamingRootCheck`` builds entries and runs the rules for the suspects
/// alone: the others only count for coverage and `missing-translation`, which need their keys.
///
/// Each entry of the file (as ``StringsReader`` read it) is compared with the reference's entry of
/// the same key. The screen is conservative: an entry is clear only when
/// - its key is in the reference (else `extra-key`),
/// - its value is not empty (`empty-value`), nor equal to the reference's text when `untranslated`
///   is on,
/// - it has the reference's arguments (`placeholder-mismatch`) and a valid format
///   (`invalid-format`), decided by the rules' own functions, exactly when the rules would look.
///
/// A file the reader reported anything in (`syntax`, `duplicate-key`, invalid bytes) is not
/// screened at all (nil). `StreamingRootCheckTests` compare the report with the one made from the
/// whole catalog, finding for finding.
struct TranslationScreen: Sendable {
    /// What the screen keeps of one reference entry.
    private struct Reference: Sendable {
        /// The reference text; nil for a plural.
        var text: String?
        /// Whether the text has a `%`.
        var hasPercent = false
        /// The arguments the rules compare a translated text with: a text's when it is a format
        /// string (and has a `%`), a plural's whole argument list.
        var signature: PlaceholderSignature?
        /// A plural's counted arguments, which a translated text may leave out.
        var counted: Set<Int> = []
        /// The entry's index in ``TableCheck``'s keys to translate, or -1.
        var slot: Int32
    }

    /// What the screen knows of each built-in rule: where it looks in a translation's `.strings`
    /// entries, the screen mirrors it; the others never look at them (reader diagnostics, tables,
    /// coverage, plurals, XLIFF states). A rule added without a line here turns the screen off.
    static let rulesAccountedFor: Set<String> = [
        // Mirrored entry by entry.
        "extra-key", "empty-value", "untranslated", "placeholder-mismatch", "invalid-format",
        // Reader diagnostics: a file with any is not screened.
        "syntax", "duplicate-key",
        // Keys only (counted for every entry), tables, plurals, states.
        "missing-translation", "missing-table", "min-coverage", "plural-missing-category",
        "plural-unused-category", "state",
    ]

    private let index: [String: Int32]
    private let references: [Reference]
    private let checksUntranslated: Bool

    /// - Parameters:
    ///   - index: every reference key → its index in `entries`.
    ///   - slots: per reference entry, its index in the keys to translate (or -1).
    ///   - checksUntranslated: whether `untranslated` is on (a text equal to the reference's is then left to it).
    init(index: [String: Int32], entries: [Entry], slots: [Int32], checksUntranslated: Bool) {
        self.index = index
        self.checksUntranslated = checksUntranslated
        references = zip(entries, slots).map { entry, slot in
            switch entry.translation {
            case .text(let text):
                let hasPercent = PlaceholderSignature.hasPercent(text)
                return Reference(
                    text: text, hasPercent: hasPercent,
                    signature: hasPercent ? PlaceholderMismatchRule.textSignature(text) : nil, slot: slot)
            case .plural(let plural):
                return Reference(
                    text: nil, signature: PlaceholderMismatchRule.combined(plural),
                    counted: PlaceholderMismatchRule.countedArguments(of: plural), slot: slot)
            }
        }
    }

    /// What the screen makes of one `.strings` file.
    struct Result {
        /// The slots (in the keys to translate) of the clear entries' keys; each is translated.
        var slots: [Int32] = []
        /// The indices (in the file's entries, ascending) of the entries a rule may report.
        var suspects: [Int] = []
    }

    /// Screens a translation's `.strings` file; nil when its reader reported anything (then every
    /// entry goes to the rules).
    func screen(_ file: StringsFile) -> Result? {
        guard file.diagnostics.isEmpty else { return nil }
        var result = Result()
        result.slots.reserveCapacity(file.entries.count)
        // Entries are read in place: a copy of each would retain its five strings.
        file.entries.withUnsafeBufferPointer { entries in
            for position in entries.indices {
                guard let found = index[entries[position].key] else {
                    result.suspects.append(position)
                    continue
                }
                // Read in place too: a copy of the reference would retain its text and signature.
                let reference = Int(found)
                let value = entries[position].value
                if value.isEmpty || (checksUntranslated && value == references[reference].text)
                    || !argumentsAgree(value, with: references[reference])
                {
                    result.suspects.append(position)
                } else if references[reference].slot >= 0 {
                    result.slots.append(references[reference].slot)
                }
            }
        }
        return result
    }

    /// Whether `placeholder-mismatch` and `invalid-format` have nothing to say of `value`.
    private func argumentsAgree(_ value: String, with reference: Reference) -> Bool {
        let valueHasPercent = PlaceholderSignature.hasPercent(value)
        // Two texts without `%` are not compared, nor a text with a reference text that is not a
        // format string; a text is always compared with a plural reference (a format string).
        guard valueHasPercent || reference.hasPercent || reference.text == nil else { return true }
        guard let expected = reference.signature else {
            return !valueHasPercent || PlaceholderSignature.unambiguousPlaceholders(value).isEmpty
        }
        let format = PlaceholderSignature.parse(value)
        if valueHasPercent && !format.problems.isEmpty { return false }
        return value == reference.text
            || PlaceholderMismatchRule.textArgumentsAgree(
                expected, PlaceholderSignature(format), counted: reference.counted)
    }
}
