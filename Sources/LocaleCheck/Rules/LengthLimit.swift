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
        // On the bytes, ASCII case folded: every comment is searched once per language (Foundation's
        // case-insensitive search cost a tenth of a whole `check`).
        UTF8Bytes.with(comment) { bytes in
            let name = Array("maxlength".utf8)
            guard bytes.count >= name.count else { return nil }
            for start in 0...(bytes.count - name.count) {
                let isName = name.indices.allSatisfy { bytes[start + $0] | 0x20 == name[$0] }
                guard isName else { continue }
                var digits = start + name.count
                while digits < bytes.count,
                    [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: "=")].contains(bytes[digits])
                {
                    digits += 1
                }
                var end = digits
                while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
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
