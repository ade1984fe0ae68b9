import LocaleCatalog
import LocalizationFormats

/// The output order of findings: by file, line, column, then rule, language and message.
///
/// Every finding gets an integer key (ranks of file, rule and language, packed with line and
/// column); messages are built only to break a tie. The compact `missing-translation` findings
/// (nearly all of them in a real project) are not sorted one by one (``MissingTranslationOrder``):
/// a comparison sort of ~10⁵ keys would hold the keys and the sort's buffer beside the report,
/// the peak of a `check`. The two sorted lists are then merged.
enum FindingOrder {
    /// Indices into `others` followed by `missing.items`, in output order.
    /// - Parameter perGroup: when set, only the first this many items of each table and language
    ///   (and any tied with the last of them) are in the result, in the order they have in the whole.
    static func sorted(_ others: [Finding], _ missing: MissingTranslations, perGroup: Int? = nil) -> [Int32] {
        let ranks = FindingRanks(others, missing)
        let message = { (index: Int32) -> String in
            let index = Int(index)
            return index < others.count
                ? others[index].diagnostic.message : missing.message(of: missing.items[index - others.count])
        }
        var keys = others.indices.map { ranks.key(of: others[$0], index: Int32($0)) }
        keys.sort()
        breakTies(in: &keys, message: message)
        guard !missing.isEmpty else { return keys.map(\.index) }
        let order = MissingTranslationOrder(
            missing, ranks: ranks, perGroup: perGroup, firstIndex: Int32(others.count), message: message)
        return merge(keys, order, firstIndex: Int32(others.count), message: message)
    }

    /// The indices of `keys` and of `missing` (offsets from `firstIndex`) in one order.
    private static func merge(
        _ keys: [FindingSortKey], _ missing: MissingTranslationOrder, firstIndex: Int32, message: (Int32) -> String
    ) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(keys.count + missing.offsets.count)
        var left = 0
        for offset in missing.offsets {
            let candidate = missing.key(of: offset, index: firstIndex + offset)
            while left < keys.count && precedes(keys[left], candidate, message: message) {
                result.append(keys[left].index)
                left += 1
            }
            result.append(candidate.index)
        }
        result += keys[left...].map(\.index)
        return result
    }

    /// Whether a finding of `others` comes before a compact one: by key, else by message (an equal
    /// message: the other finding first).
    private static func precedes(
        _ other: FindingSortKey, _ compact: FindingSortKey, message: (Int32) -> String
    ) -> Bool {
        guard other.hasSameFields(as: compact) else { return other < compact }
        return message(other.index) <= message(compact.index)
    }

    /// Orders each run of equal keys (one place, rule and language) by message, then index.
    private static func breakTies(in keys: inout [FindingSortKey], message: (Int32) -> String) {
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count && keys[end].hasSameFields(as: keys[start]) { end += 1 }
            if end - start > 1 {
                keys[start..<end].sort { lhs, rhs in
                    let (left, right) = (message(lhs.index), message(rhs.index))
                    return left != right ? left < right : lhs.index < rhs.index
                }
            }
            start = end
        }
    }
}
