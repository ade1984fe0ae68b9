import LocaleCatalog
import LocalizationFormats

/// `whitespace-mismatch`: the translation must start and end with whitespace where the
/// development value does (and only there), and have as many line breaks inside.
///
/// Allowed: which whitespace it is (a no-break space for a space) and how much, where the line
/// breaks are, and in Chinese and Japanese (written without spaces) leaving out a leading or
/// trailing space that is not a line break; leaving out the space after a development value's
/// closing `.` `!` `?` `…` (a sentence needs none after it; after a `:` it joins a label to a value); any translation of a development
/// value that is whitespace only (a blank App Store field). A note: it changes layout, not what is said.
public struct WhitespaceMismatch: TextPairCheck {
    public static let id = Diagnostic.Rule.whitespaceMismatch
    public static let defaultSeverity: Diagnostic.Severity? = .note
    public static let summary =
        "A translation's leading or trailing whitespace or its number of line breaks differs (the kind of space may change)."

    /// Languages written without spaces between words.
    static let unspacedLanguages: Set<Substring> = ["zh", "ja", "yue"]

    /// The check; it has nothing to configure.
    public init() {}
    public init?(_ context: CheckContext) {}

    public func problems(in pair: TextPair) -> [TextProblem] {
        let (source, translation) = (pair.source, pair.translation)
        guard Self.mayDiffer(source, translation), !source.allSatisfy(\.isWhitespace) else { return [] }
        var problems: [TextProblem] = []
        let unspaced = Self.unspacedLanguages.contains(pair.baseLanguage)
        for (edge, first) in [("starts", true), ("ends", false)] {
            let sourceEdge = Self.edge(of: source, first: first)
            let translationEdge = Self.edge(of: translation, first: first)
            let sourceEdgeIsBreak = sourceEdge.map { "\n\r\u{2028}\u{2029}".unicodeScalars.contains($0) } ?? false
            let mayDrop =
                (unspaced && !sourceEdgeIsBreak) || (!first && !sourceEdgeIsBreak && Self.endsSentence(source))
            if sourceEdge != nil && translationEdge == nil && !mayDrop {
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

    /// Whether `text` ends with a sentence's closing mark and then whitespace (`Done. `).
    private static func endsSentence(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.lazy.reversed().first(where: { !$0.properties.isWhitespace }) else {
            return false
        }
        return ".!?…".unicodeScalars.contains(last)
    }

    /// The first (or last) scalar when it is whitespace.
    private static func edge(of text: String, first: Bool) -> Unicode.Scalar? {
        guard let scalar = first ? text.unicodeScalars.first : text.unicodeScalars.last else { return nil }
        // ASCII is decided without a Unicode property lookup.
        let isWhitespace =
            scalar.isASCII ? scalar == " " || ("\t"..."\r").contains(scalar) : scalar.properties.isWhitespace
        return isWhitespace ? scalar : nil
    }

    /// A cheap test on the bytes: neither text has whitespace at an edge, and both have as many
    /// line-break characters (most pairs; the rest are looked at properly).
    private static func mayDiffer(_ source: String, _ translation: String) -> Bool {
        UTF8Bytes.with(source) { source in
            UTF8Bytes.with(translation) { translation in
                if hasWhitespaceEdge(source) || hasWhitespaceEdge(translation) { return true }
                // Most texts have no byte a line break starts with: both then have none, and
                // neither is counted.
                if !mayHaveBreaks(source) && !mayHaveBreaks(translation) { return false }
                return breakCount(source) != breakCount(translation)
            }
        }
    }

    /// Whether `bytes` has a byte that starts a line break (LF, CR, or C2 or E2, which start
    /// U+0085, U+2028 and U+2029). One `memchr` a byte: in release, fewer instructions than one loop
    /// over the bytes comparing each with the four (BENCHMARKS.md, issue 49).
    private static func mayHaveBreaks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        UTF8Bytes.contains(0x0A, in: bytes) || UTF8Bytes.contains(0x0D, in: bytes)
            || UTF8Bytes.contains(0xC2, in: bytes) || UTF8Bytes.contains(0xE2, in: bytes)
    }

    /// Whether the first or the last scalar of valid UTF-8 `bytes` is whitespace.
    private static func hasWhitespaceEdge(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        var last = bytes.count - 1
        while last > 0 && bytes[last] & 0xC0 == 0x80 { last -= 1 }
        return isWhitespace(at: 0, in: bytes) || isWhitespace(at: last, in: bytes)
    }

    /// Whether the scalar starting at `index` is whitespace. Every non-ASCII whitespace scalar
    /// (U+0085, U+00A0, U+1680, U+2000…U+3000) starts with C2, E1, E2 or E3: only those are decoded
    /// and asked for the Unicode property.
    private static func isWhitespace(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let lead = bytes[index]
        if lead < 0x80 { return lead == 0x20 || (lead >= 0x09 && lead <= 0x0D) }
        let value: UInt32
        switch lead {
        case 0xC2:
            value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        case 0xE1, 0xE2, 0xE3:
            value =
                UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        default:
            return false
        }
        return Unicode.Scalar(value)?.properties.isWhitespace ?? false
    }

    /// How many line-break characters `bytes` has (LF, CR, U+0085, U+2028, U+2029; CR LF as two).
    private static func breakCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for index in bytes.indices {
            switch bytes[index] {
            case 0x0A, 0x0D: count += 1
            case 0xC2: if index + 1 < bytes.count && bytes[index + 1] == 0x85 { count += 1 }
            case 0xE2:
                if index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] & 0xFE) == 0xA8 {
                    count += 1
                }
            default: break
            }
        }
        return count
    }

    /// Line breaks inside the text (those at its edges are leading or trailing whitespace,
    /// reported as such, not twice); CR LF is one.
    static func lineBreaks(in text: String) -> Int {
        // Over an array with indexes, not a trimmed and reversed scalar view: that view takes a
        // generic index step per scalar, and each scalar was looked up in a list of breaks.
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end && scalars[start].properties.isWhitespace { start += 1 }
        while end > start && scalars[end - 1].properties.isWhitespace { end -= 1 }
        var count = 0
        var index = start
        while index < end {
            switch scalars[index].value {
            case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: count += 1
            // CR LF is one break, counted at its LF.
            case 0x0D: if index + 1 >= end || scalars[index + 1].value != 0x0A { count += 1 }
            default: break
            }
            index += 1
        }
        return count
    }

    private static func describe(_ count: Int) -> String {
        count == 1 ? "1 line break" : "\(count) line breaks"
    }
}

extension Diagnostic.Rule {
    /// A translation's leading/trailing whitespace or line breaks differ.
    public static let whitespaceMismatch = Diagnostic.Rule("whitespace-mismatch")
}
