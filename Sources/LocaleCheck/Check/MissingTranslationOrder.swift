/// The compact `missing-translation` findings of a report in output order, without a sort key per
/// finding: the development keys (a few thousand) are sorted by place, then the findings (each a
/// key and a table-and-language group, ~10⁵) are bucketed by their key's place with a
/// ``CountingSort``, which keeps them in language order within a place, as they were added.
struct MissingTranslationOrder {
    /// Offsets into the items, in output order.
    private(set) var offsets: [Int32] = []
    /// Per development key, its place's key (the first language).
    private let places: [FindingSortKey]
    /// Per development key, the rank of its place (keys at one place share it).
    private let placeRanks: [Int32]
    private let groupLanguages: [Int]
    private let items: [MissingTranslations.Item]

    /// - Parameters:
    ///   - perGroup: when set, only the first this many items of each group (and any at the same
    ///     place as the last of them) are kept.
    ///   - message: the message of the finding of index `firstIndex + offset`, to break ties.
    init(
        _ missing: MissingTranslations, ranks: FindingRanks, perGroup: Int?, firstIndex: Int32,
        message: (Int32) -> String
    ) {
        items = missing.items
        places = missing.keys.map { ranks.missingTranslationKey(at: $0.location) }
        groupLanguages = missing.groups.map { ranks.language($0.language) }
        let (placeRanks, placeCount) = Self.placeRanks(places)
        self.placeRanks = placeRanks
        let kept = perGroup.map { Self.keptItems(missing, placeRanks: placeRanks, perGroup: $0) }
        let values = kept ?? Array(0..<Int32(items.count))
        let buckets = values.map { [items] offset in placeRanks[Int(items[Int(offset)].key)] }
        let sorted = CountingSort.order(values, buckets: buckets, bucketCount: placeCount)
        offsets = sorted.order
        orderWithinPlaces(sorted.bucketStarts) { message(firstIndex + $0) }
    }

    /// The sort key of the finding at `offset`, with the index it has in the whole report.
    func key(of offset: Int32, index: Int32) -> FindingSortKey {
        let item = items[Int(offset)]
        return places[Int(item.key)].with(language: groupLanguages[Int(item.group)], index: index)
    }

    /// Within a place: by language, then message. Findings of one language at one place are rare
    /// (keys at the same place in different roots): a place already in language order is left as it is.
    private mutating func orderWithinPlaces(_ bucketStarts: [Int32], message: (Int32) -> String) {
        let (items, groupLanguages) = (self.items, self.groupLanguages)
        let language = { (offset: Int32) in groupLanguages[Int(items[Int(offset)].group)] }
        for bucket in 0..<(bucketStarts.count - 1) {
            let range = Int(bucketStarts[bucket])..<Int(bucketStarts[bucket + 1])
            guard !isInLanguageOrder(range) else { continue }
            offsets[range].sort { lhs, rhs in
                let (left, right) = (language(lhs), language(rhs))
                if left != right { return left < right }
                let (leftMessage, rightMessage) = (message(lhs), message(rhs))
                return leftMessage != rightMessage ? leftMessage < rightMessage : lhs < rhs
            }
        }
    }

    /// Whether the findings at `range` of ``offsets`` are in strictly rising language order.
    private func isInLanguageOrder(_ range: Range<Int>) -> Bool {
        var previous = -1
        for position in range {
            let language = language(of: offsets[position])
            if language <= previous { return false }
            previous = language
        }
        return true
    }

    private func language(of offset: Int32) -> Int { groupLanguages[Int(items[Int(offset)].group)] }

    /// Each place's rank in order of place (equal places share one), and how many places there are.
    private static func placeRanks(_ places: [FindingSortKey]) -> (ranks: [Int32], count: Int) {
        let byPlace = places.indices.sorted { places[$0] < places[$1] }
        var ranks = [Int32](repeating: 0, count: places.count)
        var rank: Int32 = -1
        for (position, key) in byPlace.enumerated() {
            if position == 0 || !places[byPlace[position - 1]].hasSameFields(as: places[key]) { rank += 1 }
            ranks[key] = rank
        }
        return (ranks, Int(rank) + 1)
    }

    /// The offsets of the items among the first `perGroup` of their group in output order: within
    /// a group (one language), items are ordered by their key's place first, so those whose place
    /// ranks at most the group's `perGroup`-th smallest (ties kept) are a superset of them.
    private static func keptItems(_ missing: MissingTranslations, placeRanks: [Int32], perGroup: Int) -> [Int32] {
        guard perGroup > 0 else { return [] }
        // Per group, its `perGroup` smallest place ranks, ascending (Int32.max: none yet).
        var smallest = [Int32](repeating: .max, count: missing.groups.count * perGroup)
        for item in missing.items {
            let base = Int(item.group) * perGroup
            let rank = placeRanks[Int(item.key)]
            var slot = base + perGroup - 1
            guard rank < smallest[slot] else { continue }
            while slot > base && smallest[slot - 1] > rank {
                smallest[slot] = smallest[slot - 1]
                slot -= 1
            }
            smallest[slot] = rank
        }
        return missing.items.indices.compactMap { offset in
            let item = missing.items[offset]
            let last = smallest[Int(item.group) * perGroup + perGroup - 1]
            return placeRanks[Int(item.key)] <= last ? Int32(offset) : nil
        }
    }
}
