import LocaleCatalog
import LocalizationFormats

/// The output order of findings: by file, line, column, then rule, language and message.
///
/// Every finding gets an integer key (ranks of file, rule and language, packed with line and
/// column); messages are built only to break a tie. The compact `missing-translation` findings
/// (nearly all of them in a real project) are not sorted one by one: their development keys are
/// sorted by place, then the findings are bucketed by key (a counting sort, already in language
/// order within a key), which needs a few indices per finding instead of a comparison sort's
/// keys and buffers. The two sorted lists are then merged.
enum FindingOrder {
    /// Indices into `others` followed by `missing.items`, in output order.
    /// - Parameter perGroup: when set, only the first this many items of each table and language
    ///   (and any tied with the last of them) are in the result, in the order they have in the whole.
    static func sorted(_ others: [Finding], _ missing: MissingTranslations, perGroup: Int? = nil) -> [Int32] {
        var files: Set<String> = []
        var rules: Set<String> = []
        var languages: Set<String> = []
        for finding in others {
            files.insert(finding.diagnostic.location?.file ?? "")
            rules.insert(finding.rule.rawValue)
            languages.insert(finding.language ?? "")
        }
        if !missing.isEmpty { rules.insert(MissingTranslations.rule.rawValue) }
        for key in missing.keys { files.insert(key.location.file) }
        for group in missing.groups { languages.insert(group.language) }
        let fileRank = ranks(files)
        let ruleRank = ranks(rules)
        let languageRank = ranks(languages)

        func message(_ index: Int32) -> String {
            let index = Int(index)
            return index < others.count
                ? others[index].diagnostic.message : missing.message(of: missing.items[index - others.count])
        }

        // The other findings: a comparison sort on their keys.
        var keys = others.enumerated().map { index, finding in
            let location = finding.diagnostic.location
            return SortKey(
                file: fileRank[location?.file ?? ""] ?? 0, line: location?.line ?? 0, column: location?.column ?? 0,
                rule: ruleRank[finding.rule.rawValue] ?? 0, language: languageRank[finding.language ?? ""] ?? 0,
                index: Int32(index))
        }
        keys.sort()
        breakTies(in: &keys, message: message)
        guard !missing.isEmpty else { return keys.map(\.index) }

        // The missing translations: development keys in order of place, findings bucketed by key.
        let missingRule = ruleRank[MissingTranslations.rule.rawValue] ?? 0
        let groupLanguages = missing.groups.map { languageRank[$0.language] ?? 0 }
        let keyPlaces = missing.keys.map { key in
            SortKey(
                file: fileRank[key.location.file] ?? 0, line: key.location.line, column: key.location.column,
                rule: missingRule, language: 0, index: 0)
        }
        let keysByPlace = keyPlaces.indices.sorted { left, right in
            let (one, other) = (keyPlaces[left], keyPlaces[right])
            if one.high != other.high { return one.high < other.high }
            return one.low != other.low ? one.low < other.low : left < right
        }
        // Keys at the same place share a rank.
        var placeRank = [Int32](repeating: 0, count: keyPlaces.count)
        var rank: Int32 = -1
        for (position, key) in keysByPlace.enumerated() {
            let previous = position > 0 ? keysByPlace[position - 1] : nil
            if previous.map({ keyPlaces[$0].high != keyPlaces[key].high || keyPlaces[$0].low != keyPlaces[key].low })
                ?? true
            {
                rank += 1
            }
            placeRank[key] = rank
        }
        // The items to order: every one, or each group's first (`perGroup`).
        let offsets =
            perGroup.map { keptItems(missing, placeRank: placeRank, perGroup: $0) }
            ?? Array(0..<Int32(missing.count))
        var bucketStart = [Int32](repeating: 0, count: Int(rank) + 2)
        var missingOrder = [Int32](repeating: 0, count: offsets.count)
        // Index loops through pointers over the missing translations (a real catalog has ~10⁵): in a
        // debug build (-Onone, the build plugin's) `enumerated()`, `zip`, `allSatisfy`, a range's
        // iterator and an array's subscript of a struct cost generic calls per element.
        missing.items.withUnsafeBufferPointer { items in
            var position = 0
            while position < offsets.count {
                bucketStart[Int(placeRank[Int(items[Int(offsets[position])].key)]) + 1] += 1
                position += 1
            }
            for index in 1..<bucketStart.count { bucketStart[index] += bucketStart[index - 1] }
            var next = bucketStart
            position = 0
            while position < offsets.count {
                let bucket = Int(placeRank[Int(items[Int(offsets[position])].key)])
                missingOrder[Int(next[bucket])] = offsets[position]
                next[bucket] += 1
                position += 1
            }
        }
        // Within a place: by language, then message (findings of one language at one place are
        // rare: keys at the same place in different roots).
        func language(_ offset: Int32) -> Int { groupLanguages[Int(missing.items[Int(offset)].group)] }
        for bucket in 0..<(bucketStart.count - 1) {
            let range = Int(bucketStart[bucket])..<Int(bucketStart[bucket + 1])
            var position = range.lowerBound + 1
            while position < range.upperBound && language(missingOrder[position - 1]) < language(missingOrder[position])
            {
                position += 1
            }
            guard position < range.upperBound else { continue }
            missingOrder[range].sort { lhs, rhs in
                let (left, right) = (language(lhs), language(rhs))
                if left != right { return left < right }
                let (leftMessage, rightMessage) = (
                    message(Int32(others.count) + lhs), message(Int32(others.count) + rhs)
                )
                return leftMessage != rightMessage ? leftMessage < rightMessage : lhs < rhs
            }
        }

        // Merge the two sorted lists.
        func missingKey(_ offset: Int32) -> SortKey {
            let item = missing.items[Int(offset)]
            var key = keyPlaces[Int(item.key)]
            key.low |= UInt64(UInt16(truncatingIfNeeded: groupLanguages[Int(item.group)]))
            key.index = Int32(others.count) + offset
            return key
        }
        var result: [Int32] = []
        result.reserveCapacity(others.count + missing.count)
        var (left, right) = (0, 0)
        while left < keys.count || right < missingOrder.count {
            guard right < missingOrder.count else {
                result.append(keys[left].index)
                left += 1
                continue
            }
            let candidate = missingKey(missingOrder[right])
            let takeLeft: Bool
            if left >= keys.count {
                takeLeft = false
            } else if keys[left].high != candidate.high || keys[left].low != candidate.low {
                takeLeft =
                    keys[left].high != candidate.high
                    ? keys[left].high < candidate.high : keys[left].low < candidate.low
            } else {
                let (leftMessage, rightMessage) = (message(keys[left].index), message(candidate.index))
                takeLeft = leftMessage != rightMessage ? leftMessage < rightMessage : true
            }
            if takeLeft {
                result.append(keys[left].index)
                left += 1
            } else {
                result.append(candidate.index)
                right += 1
            }
        }
        return result
    }

    /// The offsets of the items that are among the first `perGroup` of their group in output order:
    /// within a group (one language), items are ordered by their key's place first, so those whose
    /// place ranks at most the group's `perGroup`-th smallest (ties kept) are a superset of them.
    private static func keptItems(_ missing: MissingTranslations, placeRank: [Int32], perGroup: Int) -> [Int32] {
        guard perGroup > 0 else { return [] }
        // Per group, its `perGroup` smallest place ranks, ascending (Int32.max: none yet).
        var smallest = [Int32](repeating: .max, count: missing.groups.count * perGroup)
        var kept: [Int32] = []
        missing.items.withUnsafeBufferPointer { items in
            var offset = 0
            while offset < items.count {
                let base = Int(items[offset].group) * perGroup
                let rank = placeRank[Int(items[offset].key)]
                var slot = base + perGroup - 1
                if rank < smallest[slot] {
                    while slot > base && smallest[slot - 1] > rank {
                        smallest[slot] = smallest[slot - 1]
                        slot -= 1
                    }
                    smallest[slot] = rank
                }
                offset += 1
            }
            offset = 0
            while offset < items.count {
                let group = Int(items[offset].group)
                if placeRank[Int(items[offset].key)] <= smallest[group * perGroup + perGroup - 1] {
                    kept.append(Int32(offset))
                }
                offset += 1
            }
        }
        return kept
    }

    /// Orders each run of equal keys (one place, rule and language) by message, then index.
    private static func breakTies(in keys: inout [SortKey], message: (Int32) -> String) {
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count && keys[end].high == keys[start].high && keys[end].low == keys[start].low {
                end += 1
            }
            if end - start > 1 {
                keys[start..<end].sort { lhs, rhs in
                    let (left, right) = (message(lhs.index), message(rhs.index))
                    return left != right ? left < right : lhs.index < rhs.index
                }
            }
            start = end
        }
    }

    /// Each distinct value's place in sorted order.
    private static func ranks(_ values: Set<String>) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: values.sorted().enumerated().map { ($1, $0) })
    }

    /// (file, line) and (column, rule, language) packed into two words.
    private struct SortKey: Comparable {
        var high: UInt64
        var low: UInt64
        var index: Int32

        init(file: Int, line: Int, column: Int, rule: Int, language: Int, index: Int32) {
            high = UInt64(UInt32(truncatingIfNeeded: file)) << 32 | UInt64(UInt32(truncatingIfNeeded: line))
            low =
                UInt64(UInt32(truncatingIfNeeded: column)) << 32 | UInt64(UInt16(truncatingIfNeeded: rule)) << 16
                | UInt64(UInt16(truncatingIfNeeded: language))
            self.index = index
        }

        /// Field by field rather than as tuples: a tuple comparison is a generic call in a debug
        /// build (-Onone, the build plugin's), and sorting a real catalog's findings makes ~10⁶.
        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            if lhs.high != rhs.high { return lhs.high < rhs.high }
            return lhs.low != rhs.low ? lhs.low < rhs.low : lhs.index < rhs.index
        }
    }
}
