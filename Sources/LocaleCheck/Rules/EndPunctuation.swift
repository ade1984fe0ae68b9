import LocaleCatalog
import LocalizationFormats

/// `end-punctuation` (off by default): the translation ends with a different kind of punctuation
/// than the development value (a full stop, a question or exclamation mark, a colon, an ellipsis,
/// or none).
///
/// Allowed: the language's own marks (`。`, `।`, `۔`, `؟`, `？`, `！`, `：`, Greek `;`), Spanish `¿…?`
/// and `¡…!`, French spacing before `!?:;`, closing quotes and brackets after the mark, `...` for
/// `…`, a full stop the translation adds to a text without one, and no full stop in Thai, Lao,
/// Khmer and Burmese (which do not end sentences with one) nor in Chinese and Japanese labels.
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
    static let withoutFullStop: Set<Substring> = ["th", "lo", "km", "my", "zh", "ja"]

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

    static func ending(of text: String, language: Substring) -> Ending {
        let closing: Set<Character> = [
            "\"", "'", "”", "’", "“", "‘", "»", "›", ")", "]", "}", "）", "」", "』", "】", "〉", "》",
        ]
        let trimmed = text.reversed().drop { $0.isWhitespace || closing.contains($0) }
        guard let last = trimmed.first else { return .none }
        switch last {
        case "…", "⋯": return .ellipsis
        case ".": return trimmed.prefix(3).allSatisfy { $0 == "." } && trimmed.count >= 3 ? .ellipsis : .fullStop
        case "。", "．", "।", "॥", "۔", "።", "։", "။": return .fullStop
        case "?", "？", "؟", "\u{037E}": return .question
        case ";": return language == "el" ? .question : .none
        case "!", "！": return .exclamation
        case ":", "：": return .colon
        default: return .none
        }
    }
}

extension Diagnostic.Rule {
    /// A translation ends with different punctuation than its development value.
    public static let endPunctuation = Diagnostic.Rule("end-punctuation")
}
