import Foundation
import LocaleCatalog
import LocalizationFormats

/// `glossary`: a term of `localekit.json`'s `"doNotTranslate"` that the development value has
/// (as a whole word, same case) must be in the translation.
///
/// Allowed: the term with an ending a language adds to names (`Firefox` → `Firefoxu`,
/// `Firefox'un`), or in place of its last one or two letters when four remain (`Wikipedia` →
/// Czech `Wikipedie`, `Firefox` → Polish `Firefoksa`), anywhere in the translation (also right
/// against Japanese or Chinese text); terms the development value does not have.
public struct Glossary: TextPairCheck {
    public static let id = Diagnostic.Rule.glossary
    public static let defaultSeverity: Diagnostic.Severity? = .warning
    public static let summary =
        "A doNotTranslate term of the development value is not in the translation (an inflected ending is allowed)."

    let terms: [String]

    /// A check of `terms` (empty terms are ignored).
    public init(terms: [String]) {
        self.terms = terms.filter { !$0.isEmpty }
    }

    public init?(_ context: CheckContext) {
        guard !context.configuration.doNotTranslate.isEmpty else { return nil }
        self.init(terms: context.configuration.doNotTranslate)
    }

    public func problems(in pair: TextPair) -> [TextProblem] {
        terms.filter { term in
            Self.occurs(term, in: pair.source, wholeWord: true) && !Self.isKept(term, in: pair.translation)
        }.map { TextProblem("the translation does not keep '\($0)' (doNotTranslate)") }
    }

    /// Whether `translation` keeps `term`: as it is or inflected (a word starting with the term,
    /// or with the term less its last one or two letters, four or more letters remaining).
    static func isKept(_ term: String, in translation: String) -> Bool {
        let stems = (0...2).map { term.dropLast($0) }.filter { $0 == term[...] || $0.count >= 4 }
        return stems.contains { occurs(String($0), in: translation, wholeWord: false) }
    }

    /// Whether `term` occurs in `text` starting a word; with `wholeWord`, also ending one.
    static func occurs(_ term: String, in text: String, wholeWord: Bool) -> Bool {
        var searched = text[...]
        while let range = searched.range(of: term) {
            let startsWord =
                range.lowerBound == text.startIndex || !isWordCharacter(text[text.index(before: range.lowerBound)])
            let endsWord = range.upperBound == text.endIndex || !isWordCharacter(text[range.upperBound])
            if startsWord && (endsWord || !wholeWord) { return true }
            searched = text[range.upperBound...]
        }
        return false
    }

    /// A letter or digit of a script written with spaces between words: in Japanese or Chinese a
    /// name sits right against the text around it (`Home Assistantのタグ`), which is no word.
    private static func isWordCharacter(_ character: Character) -> Bool {
        guard character.isLetter || character.isNumber, let scalar = character.unicodeScalars.first else {
            return false
        }
        let unspaced: [ClosedRange<UInt32>] = [0x3040...0x30FF, 0x3400...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF]
        return !unspaced.contains { $0.contains(scalar.value) }
    }
}

extension Diagnostic.Rule {
    /// A do-not-translate term of the development value is missing from a translation.
    public static let glossary = Diagnostic.Rule("glossary")
}
