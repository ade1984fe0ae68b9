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

    /// The check; it has nothing to configure.
    public init() {}
    public init?(_ context: CheckContext) {}

    public func problems(in pair: TextPair) -> [TextProblem] {
        guard Self.mayHaveMarkup(pair.source) || Self.mayHaveMarkup(pair.translation) else { return [] }
        let sourceTokens = MarkupScanner.tokens(in: pair.source)
        let translationTokens = MarkupScanner.tokens(in: pair.translation)
        let expected = Self.counts(sourceTokens)
        let actual = Self.counts(translationTokens)
        // One defect, one finding: `<b>` and `</b>` missing (or replaced) are reported together, in
        // the order the text has them.
        let missing = Self.unique(sourceTokens).filter { actual[$0, default: 0] < expected[$0, default: 0] }
        let added = Self.unique(translationTokens).filter { expected[$0, default: 0] < actual[$0, default: 0] }
        switch (missing.isEmpty, added.isEmpty) {
        case (true, true):
            return []
        case (false, true):
            return [TextProblem("the translation is missing \(Self.list(missing)), which the development value has")]
        case (true, false):
            return [TextProblem("the translation has \(Self.list(added)), which the development value does not have")]
        case (false, false):
            return [
                TextProblem(
                    "the translation has \(Self.list(added)) where the development value has \(Self.list(missing))")
            ]
        }
    }

    private static func unique(_ tokens: [String]) -> [String] {
        var seen: Set<String> = []
        return tokens.filter { seen.insert($0).inserted }
    }

    private static func list(_ tokens: [String]) -> String {
        tokens.joined(separator: " ")
    }

    /// Whether `text` has a character markup starts with (most texts have none: nothing to scan).
    static func mayHaveMarkup(_ text: String) -> Bool {
        // One `memchr` per byte of `<[*_~``: in release, half the instructions of one loop over the
        // bytes that compares each with the six (BENCHMARKS.md, issue 49).
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
