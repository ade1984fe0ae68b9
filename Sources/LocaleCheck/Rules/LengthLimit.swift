import LocaleCatalog
import LocalizationFormats

/// `length-limit` (error): a translation longer than its key's limit, in grapheme clusters (what
/// a user sees as characters). The limit is a `maxLength: N` marker in the translator comment,
/// else the smallest of `localekit.json`'s `"maxLength": {"button.*": 12}` whose key glob matches.
///
/// Allowed: anything up to the limit; placeholders count as written (`%@` is 2).
public struct LengthLimit: TextPairCheck {
    public static let id = Diagnostic.Rule.lengthLimit
    public static let defaultSeverity: Diagnostic.Severity? = .error
    public static let summary =
        "A translation is longer than its maxLength (a comment marker or a key glob in localekit.json), in characters."

    let limits: [(glob: Glob, pattern: String, limit: Int)]

    /// A check of the limits of `maxLength`, by key glob.
    public init(maxLength: [String: Int] = [:]) {
        limits = maxLength.sorted { $0.key < $1.key }.map { (Glob($0.key, crossesSlashes: true), $0.key, $0.value) }
    }

    public init?(_ context: CheckContext) {
        self.init(maxLength: context.configuration.maxLength)
    }

    public func mayHaveProblems(source: String, key: String, comment: String?) -> Bool {
        guard let comment else { return true }
        return limit(forKey: key, comment: comment) != nil
    }

    public func problems(in pair: TextPair) -> [TextProblem] {
        guard let (limit, origin) = limit(for: pair) else { return [] }
        let length = pair.translation.count
        guard length > limit else { return [] }
        return [TextProblem("the translation is \(length) characters long, over the limit of \(limit) (\(origin))")]
    }

    /// The limit of `pair`'s key and where it comes from.
    func limit(for pair: TextPair) -> (Int, String)? {
        limit(forKey: pair.key, comment: pair.comment)
    }

    private func limit(forKey key: String, comment: String?) -> (Int, String)? {
        if let comment, let limit = Self.marker(in: comment) {
            return (limit, "maxLength in the comment")
        }
        guard !limits.isEmpty else { return nil }
        let matching = limits.filter { $0.glob.matches(key) }
        guard let strictest = matching.min(by: { $0.limit < $1.limit }) else { return nil }
        return (strictest.limit, "maxLength \"\(strictest.pattern)\"")
    }

    /// The `N` of a `maxLength: N` (or `maxLength=N`, any case) marker in a comment.
    static func marker(in comment: String) -> Int? {
        // Bytes in place, ASCII case folded: every comment is searched once per language (Foundation's
        // case-insensitive search cost a tenth of a whole `check`, copying each comment's bytes ~2%).
        UTF8Bytes.with(comment) { bytes in
            guard let base = bytes.baseAddress, bytes.count >= 9 else { return nil }
            // An index loop that skips eight bytes at a time while none is `m` or `M`: a debug
            // build (-Onone, the build plugin's) pays a call per byte for a range loop.
            var start = 0
            while start <= bytes.count - 9 {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
                let folded = (word | 0x2020_2020_2020_2020) ^ 0x6D6D_6D6D_6D6D_6D6D
                if (folded &- 0x0101_0101_0101_0101) & ~folded & 0x8080_8080_8080_8080 == 0 {
                    start += 8
                    continue
                }
                defer { start += 1 }
                // `maxlengt` as one word, each byte folded as the single bytes are, then `h`.
                guard word | 0x2020_2020_2020_2020 == 0x7467_6E65_6C78_616D,
                    bytes[start + 8] | 0x20 == UInt8(ascii: "h")
                else { continue }
                var digits = start + 9
                while digits < bytes.count,
                    bytes[digits] == 0x20 || bytes[digits] == UInt8(ascii: ":") || bytes[digits] == UInt8(ascii: "=")
                {
                    digits += 1
                }
                var end = digits
                while end < bytes.count, bytes[end] >= 0x30 && bytes[end] <= 0x39 { end += 1 }
                return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[digits..<end]), as: UTF8.self))
            }
            return nil
        }
    }
}

extension Diagnostic.Rule {
    /// A translation is longer than its configured limit.
    public static let lengthLimit = Diagnostic.Rule("length-limit")
}
