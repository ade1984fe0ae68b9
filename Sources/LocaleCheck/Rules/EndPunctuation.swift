import LocaleCatalog
import LocalizationFormats

/// `end-punctuation` (off by default): the translation ends with a different kind of punctuation
/// than the development value (a full stop, a question or exclamation mark, a colon, an ellipsis,
/// or none).
///
/// Allowed: the language's own marks (`。`, `।`, `۔`, `؟`, `？`, `！`, `：`, Greek `;`), Spanish `¿…?`
/// and `¡…!`, French spacing before `!?:;`, closing quotes and brackets after the mark, `...` for
/// `…` (and `۔۔۔` in Urdu script), Armenian `:` for `։`, a full stop the translation adds to a text
/// without one, and no full stop in Thai, Lao, Khmer and the languages written in Myanmar script
/// (Burmese, Mon, Shan, Pa'O, S'gaw Karen: none ends sentences with one) nor in Chinese and
/// Japanese labels.
public struct EndPunctuation: TextPairCheck {
    public static let id = Diagnostic.Rule.endPunctuation
    public static let defaultSeverity: Diagnostic.Severity? = nil
    public static let summary =
        "A translation ends with other punctuation than the development value (the language's own marks allowed; off by default)."

    /// What a text ends with.
    enum Ending: String, Comparable {
        case fullStop = "a full stop", question = "a question mark", exclamation = "an exclamation mark"
        case colon = "a colon", ellipsis = "an ellipsis", none = "no punctuation"

        static func < (lhs: Ending, rhs: Ending) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Languages whose sentences need no full stop.
    static let withoutFullStop: Set<Substring> = ["th", "lo", "km", "my", "mnw", "shn", "blk", "ksw", "zh", "ja"]

    /// The check; it has nothing to configure.
    public init() {}
    public init?(_ context: CheckContext) {}

    public func problems(in pair: TextPair) -> [TextProblem] {
        let expected = Self.ending(of: pair.source, language: "")
        let actual = Self.ending(of: pair.translation, language: pair.baseLanguage)
        guard expected != actual, !(expected == .none && actual == .fullStop) else { return [] }
        if expected == .fullStop && actual == .none && Self.withoutFullStop.contains(pair.baseLanguage) { return [] }
        return [
            TextProblem(
                "the development value ends with \(expected.rawValue) and the translation with \(actual.rawValue)")
        ]
    }

    /// What `text` ends with, after trailing whitespace and closing quotes and brackets. Characters
    /// are compared as `Character`s (canonical equivalence: `;` is U+037E GREEK QUESTION MARK), but
    /// an ASCII character is decided from its byte: every text of every language is asked, and a
    /// `Set<Character>` built per call and hashed per character was most of a whole `check`.
    static func ending(of text: String, language: Substring) -> Ending {
        var index = text.endIndex
        while index > text.startIndex {
            let previous = text.index(before: index)
            let character = text[previous]
            guard isTrailing(character) else {
                let ending = Self.ending(character, language: language)
                // `...`, and Urdu script's `۔۔۔` or `۔ ۔ ۔` (rare: only a text ending with a full stop gets here).
                guard ending == .fullStop,
                    asciiByte(character) == UInt8(ascii: ".") || character.unicodeScalars.elementsEqual(["\u{06D4}"])
                else { return ending }
                let lastThree = text[..<index].reversed().lazy.filter { $0 != " " }.prefix(3)
                return lastThree.count == 3 && lastThree.allSatisfy { $0 == character } ? .ellipsis : .fullStop
            }
            index = previous
        }
        return .none
    }

    /// Closing quotes and brackets, which may follow the final mark.
    private static let closing: Set<Character> = [
        "\"", "'", "”", "’", "“", "‘", "»", "›", ")", "]", "}", "）", "」", "』", "】", "〉", "》",
    ]

    /// Whether `character` is whitespace or a closing quote or bracket (skipped at the end).
    private static func isTrailing(_ character: Character) -> Bool {
        guard let byte = asciiByte(character) else {
            return character.isWhitespace || (mayBeMark(character) && closing.contains(character))
        }
        switch byte {
        case 0x09...0x0D, 0x20, UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ")"), UInt8(ascii: "]"),
            UInt8(ascii: "}"):
            return true
        default: return false
        }
    }

    /// The ending one final character makes (a full stop for `.`, which may start `...`).
    private static func ending(_ character: Character, language: Substring) -> Ending {
        if let byte = asciiByte(character) {
            switch byte {
            case UInt8(ascii: "."): return .fullStop
            // `;` equals U+037E GREEK QUESTION MARK as a `Character`, which the case below lists first.
            case UInt8(ascii: "?"), UInt8(ascii: ";"): return .question
            case UInt8(ascii: "!"): return .exclamation
            // Armenian texts often write `:` for their full stop `։`.
            case UInt8(ascii: ":"): return language == "hy" ? .fullStop : .colon
            default: return .none
            }
        }
        guard mayBeMark(character) else { return .none }
        let scalars = character.unicodeScalars
        if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            // One mark scalar (see `markScalars`): its ending without comparing characters.
            return singleScalarEndings[only] ?? .none
        }
        switch character {
        case "…", "⋯": return .ellipsis
        case ".", "。", "．", "।", "॥", "۔", "።", "։", "။": return .fullStop
        case "?", "？", "؟", "\u{037E}": return .question
        case ";": return language == "el" ? .question : .none
        case "!", "！": return .exclamation
        case ":", "：": return .colon
        default: return .none
        }
    }

    /// The final marks of ``ending(_:language:)`` that are not ASCII.
    private static let marks: [Character] = [
        "…", "⋯", "。", "．", "।", "॥", "۔", "።", "։", "။", "？", "؟", "\u{037E}", "！", "：",
    ]

    /// The scalars whose one-scalar character equals a non-ASCII closing or final mark: the marks'
    /// own, and U+232A, canonically equivalent to `〉` (every scalar was compared once).
    private static let markScalars: Set<Unicode.Scalar> = Set(
        (Array(closing) + marks).flatMap(\.unicodeScalars).filter { !$0.isASCII } + ["\u{232A}"])

    /// Whether a non-ASCII character may equal a closing or final mark: a character of several
    /// scalars is compared as a `Character`; one of a single other scalar (a letter: most texts end
    /// with one) is none, without the comparisons' normalization.
    private static func mayBeMark(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
            return true
        }
        return markScalars.contains(first)
    }

    /// The ending of each one-scalar non-ASCII mark, as the `Character` cases above decide it
    /// (U+037E is `;` and a question mark; closing marks and U+232A end nothing).
    private static let singleScalarEndings: [Unicode.Scalar: Ending] = [
        "…": .ellipsis, "⋯": .ellipsis,
        "。": .fullStop, "．": .fullStop, "।": .fullStop, "॥": .fullStop, "۔": .fullStop, "።": .fullStop,
        "։": .fullStop, "။": .fullStop,
        "？": .question, "؟": .question, "\u{037E}": .question,
        "！": .exclamation, "：": .colon,
    ]

    /// The byte of a one-byte (ASCII) character.
    private static func asciiByte(_ character: Character) -> UInt8? {
        character.utf8.count == 1 ? character.utf8.first : nil
    }
}

extension Diagnostic.Rule {
    /// A translation ends with different punctuation than its development value.
    public static let endPunctuation = Diagnostic.Rule("end-punctuation")
}
