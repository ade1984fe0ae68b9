import CodeReading
import KeyUsage
import LocalizationFormats

/// The extracted strings of one table, merged per key as Xcode merges several uses: the first
/// use's place, every distinct comment (sorted, one per line), the first default value.
struct KeyUses {
    struct Use {
        var key: String
        var comment: String?
        var defaultValue: String?
        var hasDefaultValue: Bool
        var location: SourceLocation
        /// Uses with different default values: which one Xcode writes is not known (DuckDuckGo's two
        /// keys used twice each have the second in one catalog entry, the first in the other).
        var hasSeveralDefaultValues = false
    }

    /// In order of first use.
    var uses: [Use] = []
    private var positions: [String: Int] = [:]
    /// The text pieces of the table's undeterminable literals: a key with the same pieces may be one.
    private var undeterminablePieces: Set<[String]> = []

    init(strings: [ExtractedString], undeterminable: [UndeterminableString]) {
        var comments: [String: [String]] = [:]
        for var string in strings {
            // `.init("Escape Character", defaultValue: "Escape Character")`: a default value that is the
            // key itself is no development text in Xcode's catalog (CotEditor's `SyntaxEditor`).
            if string.defaultValue == string.key {
                string.defaultValue = nil
                string.hasDefaultValue = false
            }
            if let comment = string.comment, !(comments[string.key]?.contains(comment) ?? false) {
                comments[string.key, default: []].append(comment)
            }
            if let position = positions[string.key] {
                if let value = string.defaultValue, let first = uses[position].defaultValue, value != first {
                    uses[position].hasSeveralDefaultValues = true
                }
                if uses[position].defaultValue == nil { uses[position].defaultValue = string.defaultValue }
                uses[position].hasDefaultValue = uses[position].hasDefaultValue || string.hasDefaultValue
                continue
            }
            positions[string.key] = uses.count
            uses.append(
                Use(
                    key: string.key, comment: nil, defaultValue: string.defaultValue,
                    hasDefaultValue: string.hasDefaultValue, location: string.location))
        }
        for (key, list) in comments {
            if let position = positions[key] { uses[position].comment = list.sorted().joined(separator: "\n") }
        }
        undeterminablePieces = Set(undeterminable.map(\.pieces))
    }

    func use(of key: String) -> Use? { positions[key].map { uses[$0] } }

    /// Whether an undeterminable literal may be `key` (same text between specifiers).
    func mayUse(_ key: String) -> Bool {
        guard !undeterminablePieces.isEmpty, let pieces = FormatKeyIndex.pieces(ofKey: key) else { return false }
        return undeterminablePieces.contains(pieces)
    }
}
