/// A finding's place in the output order, its index last: (file, line) and (column, rule,
/// language) packed into one word each, so that comparing two is comparing integers.
struct FindingSortKey: Comparable {
    var place: UInt64
    var detail: UInt64
    var index: Int32

    /// `file`, `rule` and `language` are ranks (``FindingRanks``).
    init(file: Int, line: Int, column: Int, rule: Int, language: Int, index: Int32) {
        place = UInt64(UInt32(truncatingIfNeeded: file)) << 32 | UInt64(UInt32(truncatingIfNeeded: line))
        detail =
            UInt64(UInt32(truncatingIfNeeded: column)) << 32 | UInt64(UInt16(truncatingIfNeeded: rule)) << 16
            | UInt64(UInt16(truncatingIfNeeded: language))
        self.index = index
    }

    /// This key with another language and index.
    func with(language: Int, index: Int32) -> FindingSortKey {
        var key = self
        key.detail = detail & ~0xFFFF | UInt64(UInt16(truncatingIfNeeded: language))
        key.index = index
        return key
    }

    /// The same file, line and column.
    func hasSamePlace(as other: FindingSortKey) -> Bool {
        place == other.place && detail >> 32 == other.detail >> 32
    }

    /// Equal in everything but the index: a tie the message breaks.
    func hasSameFields(as other: FindingSortKey) -> Bool {
        place == other.place && detail == other.detail
    }

    static func < (lhs: FindingSortKey, rhs: FindingSortKey) -> Bool {
        (lhs.place, lhs.detail, lhs.index) < (rhs.place, rhs.detail, rhs.index)
    }
}
