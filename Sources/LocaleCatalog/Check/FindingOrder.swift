import LocalizationFormats

/// The output order of findings: by file, line, column, then rule, language and message.
///
/// Sorts indices on integer keys (ranks of file, rule and language, packed with line and column):
/// comparing strings and copying findings in the sort itself dominated `check` on 100 000
/// findings, most of which tie on their location (one key, many languages). Messages are built
/// only to break a tie.
enum FindingOrder {
    /// Indices into `others` followed by `missing.items`, in output order.
    static func sorted(_ others: [Finding], _ missing: MissingTranslations) -> [Int32] {
        var files: Set<String> = []
        var rules: Set<String> = []
        var languages: Set<String> = []
        for finding in others {
            files.insert(finding.diagnostic.location?.file ?? "")
            rules.insert(finding.rule)
            languages.insert(finding.language ?? "")
        }
        if !missing.isEmpty { rules.insert(MissingTranslations.rule) }
        for key in missing.keys { files.insert(key.location.file) }
        for group in missing.groups { languages.insert(group.language) }
        let fileRank = ranks(files)
        let ruleRank = ranks(rules)
        let languageRank = ranks(languages)

        var keys: [SortKey] = []
        keys.reserveCapacity(others.count + missing.count)
        for (index, finding) in others.enumerated() {
            let location = finding.diagnostic.location
            keys.append(
                SortKey(
                    file: fileRank[location?.file ?? ""] ?? 0, line: location?.line ?? 0,
                    column: location?.column ?? 0, rule: ruleRank[finding.rule] ?? 0,
                    language: languageRank[finding.language ?? ""] ?? 0, index: Int32(index)))
        }
        if !missing.isEmpty {
            let missingRule = ruleRank[MissingTranslations.rule] ?? 0
            let keyFiles = missing.keys.map { fileRank[$0.location.file] ?? 0 }
            let groupLanguages = missing.groups.map { languageRank[$0.language] ?? 0 }
            for (offset, item) in missing.items.enumerated() {
                let location = missing.keys[Int(item.key)].location
                keys.append(
                    SortKey(
                        file: keyFiles[Int(item.key)], line: location.line, column: location.column,
                        rule: missingRule, language: groupLanguages[Int(item.group)],
                        index: Int32(others.count + offset)))
            }
        }
        func message(_ index: Int32) -> String {
            let index = Int(index)
            return index < others.count
                ? others[index].diagnostic.message : missing.message(of: missing.items[index - others.count])
        }
        keys.sort { lhs, rhs in
            if lhs.high != rhs.high { return lhs.high < rhs.high }
            if lhs.low != rhs.low { return lhs.low < rhs.low }
            let (left, right) = (message(lhs.index), message(rhs.index))
            return left != right ? left < right : lhs.index < rhs.index
        }
        return keys.map(\.index)
    }

    /// Each distinct value's place in sorted order.
    private static func ranks(_ values: Set<String>) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: values.sorted().enumerated().map { ($1, $0) })
    }

    /// (file, line) and (column, rule, language) packed into two words.
    private struct SortKey {
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
    }
}
