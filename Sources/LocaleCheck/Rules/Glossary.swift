import LocaleCatalog
import LocalizationFormats

/// `glossary`: a term of `localekit.json`'s `"doNotTranslate"` that the development value has
/// (as a whole word, same case) must be in the translation.
///
/// Allowed: the term with an ending a language adds to names (`Firefox` → `Firefoxu`,
/// `Firefox'un`), anywhere in the translation (also right against Japanese or Chinese text);
/// terms the development value does not have.
public struct Glossary: TextPairCheck {
    public static let id = Diagnostic.Rule.glossary
    public static let defaultSeverity: Diagnostic.Severity? = .warning
    public static let summary =
        "A doNotTranslate term of the development value is not in the translation (an inflected ending is allowed)."

    let terms: [String]

    public init(terms: [String]) {
        self.terms = terms.filter { !$0.isEmpty }
    }

    public init?(_ context: CheckContext) {
        guard !context.configuration.doNotTranslate.isEmpty else { return nil }
        self.init(terms: context.configuration.doNotTranslate)
    }

    public func problems(in pair: TextPair) -> [TextProblem] {
        terms.filter { term in
            Self.occurs(term, in: pair.source, wholeWord: true)
                && !Self.occurs(term, in: pair.translation, wholeWord: false)
        }.map { TextProblem("the translation does not keep '\($0)' (doNotTranslate)") }
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
