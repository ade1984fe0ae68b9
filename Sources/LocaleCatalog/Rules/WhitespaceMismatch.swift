import LocalizationFormats

/// `whitespace-mismatch`: the translation must start and end with whitespace where the
/// development value does (and only there), and have as many line breaks inside.
///
/// Allowed: which whitespace it is (a no-break space for a space) and how much, where the line
/// breaks are, and in Chinese and Japanese (written without spaces) leaving out a leading or
/// trailing space that is not a line break.
public struct WhitespaceMismatch: TextPairCheck {
    public static let id = "whitespace-mismatch"
    public static let defaultSeverity: Diagnostic.Severity? = .warning
    public static let summary =
        "A translation's leading or trailing whitespace or its number of line breaks differs (the kind of space may change)."

    /// Languages written without spaces between words.
    static let unspacedLanguages: Set<Substring> = ["zh", "ja", "yue"]

    public init() {}
    public init?(_ context: CheckContext) {}

    public func problems(in pair: TextPair) -> [TextProblem] {
        let (source, translation) = (pair.source, pair.translation)
        guard Self.hasEdgeWhitespaceOrBreak(source) || Self.hasEdgeWhitespaceOrBreak(translation) else { return [] }
        var problems: [TextProblem] = []
        let unspaced = Self.unspacedLanguages.contains(pair.baseLanguage)
        for (edge, first) in [("starts", true), ("ends", false)] {
            let sourceEdge = Self.edge(of: source, first: first)
            let translationEdge = Self.edge(of: translation, first: first)
            if sourceEdge != nil && translationEdge == nil && !(unspaced && sourceEdge?.isNewline == false) {
                problems.append(
                    TextProblem("the development value \(edge) with whitespace and the translation does not"))
            } else if sourceEdge == nil && translationEdge != nil {
                problems.append(
                    TextProblem("the translation \(edge) with whitespace and the development value does not"))
            }
        }
        let (expected, actual) = (Self.lineBreaks(in: source), Self.lineBreaks(in: translation))
        if expected != actual {
            problems.append(
                TextProblem(
                    "the translation has \(Self.describe(actual)) where the development value has \(Self.describe(expected))"
                ))
        }
        return problems
    }

    /// The first (or last) character when it is whitespace.
    private static func edge(of text: String, first: Bool) -> Character? {
        guard let character = first ? text.first : text.last, character.isWhitespace else { return nil }
        return character
    }

    /// A cheap test on the UTF-8 bytes: whitespace at either end (any non-ASCII byte there is
    /// looked at properly), or a line break anywhere.
    private static func hasEdgeWhitespaceOrBreak(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last else { return false }
        func maybeSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte >= 0x80 }
        return maybeSpace(first) || maybeSpace(last) || text.utf8.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0xE2 }
    }

    /// Line breaks inside the text (those at its edges are leading or trailing whitespace,
    /// reported as such, not twice).
    static func lineBreaks(in text: String) -> Int {
        let inner = text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }
        return inner.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
    }

    private static func describe(_ count: Int) -> String {
        count == 1 ? "1 line break" : "\(count) line breaks"
    }
}
