import LocaleCatalog
import LocalizationFormats

/// `markup-mismatch`: HTML/XML tags, Markdown links and emphasis, and Apple's inflection markup
/// (`^[…](inflect: true)`) of the development value must be in the translation, and the
/// translation must add none.
///
/// Allowed: the text inside tags, links and emphasis, the order of the markup, the case of tag
/// names, the attributes of a tag other than its link target (`href`, `src`). `<word>` without a
/// closing tag, attributes or `/>` is text (a pseudo-placeholder such as `<unknown>`), not a tag.
public struct MarkupMismatch: TextPairCheck {
    public static let id = Diagnostic.Rule.markupMismatch
    public static let defaultSeverity: Diagnostic.Severity? = .warning
    public static let summary =
        "A translation's tags, links or emphasis differ from the development value's (inner text and order may change)."

    public init() {}
    public init?(_ context: CheckContext) {}

    public func problems(in pair: TextPair) -> [TextProblem] {
        guard Self.mayHaveMarkup(pair.source) || Self.mayHaveMarkup(pair.translation) else { return [] }
        let expected = Self.counts(MarkupScanner.tokens(in: pair.source))
        let actual = Self.counts(MarkupScanner.tokens(in: pair.translation))
        var problems: [TextProblem] = []
        for token in expected.keys.sorted() where actual[token, default: 0] < expected[token, default: 0] {
            problems.append(TextProblem("the translation is missing \(token), which the development value has"))
        }
        for token in actual.keys.sorted() where expected[token, default: 0] < actual[token, default: 0] {
            problems.append(TextProblem("the translation has \(token), which the development value does not have"))
        }
        return problems
    }

    /// Whether `text` has a character markup starts with (most texts have none: nothing to scan).
    static func mayHaveMarkup(_ text: String) -> Bool {
        // One `memchr` per byte of `<[*_~``: fast in a debug build too (see `UTF8Bytes.contains`).
        UTF8Bytes.with(text) { bytes in
            UTF8Bytes.contains(0x3C, in: bytes) || UTF8Bytes.contains(0x5B, in: bytes)
                || UTF8Bytes.contains(0x2A, in: bytes) || UTF8Bytes.contains(0x5F, in: bytes)
                || UTF8Bytes.contains(0x7E, in: bytes) || UTF8Bytes.contains(0x60, in: bytes)
        }
    }

    /// A link needs its target once, not as many times: a translation may link one mention.
    private static func isLink(_ token: String) -> Bool {
        token.hasPrefix("[") || token.hasPrefix("^[")
    }

    /// How many times each token occurs; a link counts once however often it occurs.
    private static func counts(_ tokens: [String]) -> [String: Int] {
        tokens.reduce(into: [:]) { counts, token in
            counts[token] = isLink(token) ? 1 : counts[token, default: 0] + 1
        }
    }
}

extension Diagnostic.Rule {
    /// A tag, link or inflection markup of the development value is missing from a translation.
    public static let markupMismatch = Diagnostic.Rule("markup-mismatch")
}
