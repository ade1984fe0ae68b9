import LocaleCatalog
import LocalizationFormats

/// `missing-translation` findings in compact form: most findings of a real project are of this
/// rule (114 000 of 116 000 in wikipedia-ios), and they differ only in key and language. Each is
/// two indices — a development-language key and a (table, language) group — and becomes a
/// ``Finding``, message and all, only when it is read.
package struct MissingTranslations: Sendable {
    /// A development-language key that some language lacks, and where it is defined.
    package struct Key: Sendable {
        package var key: String
        package var location: SourceLocation
    }

    /// The table and language of a run of findings, with what they share.
    package struct Group: Sendable {
        package var table: String
        package var language: String
        package var severity: Diagnostic.Severity
        /// Where the language's table lives (one array shared by the group's findings).
        package var notes: [Diagnostic.Note]
    }

    package struct Item: Sendable {
        package var key: Int32
        package var group: Int32
    }

    package static let rule = Diagnostic.Rule.missingTranslation

    package private(set) var keys: [Key] = []
    package private(set) var groups: [Group] = []
    package private(set) var items: [Item] = []

    var count: Int { items.count }
    package var isEmpty: Bool { items.isEmpty }

    /// Adds a key and returns its index.
    mutating func addKey(_ key: String, at location: SourceLocation) -> Int32 {
        keys.append(Key(key: key, location: location))
        return Int32(keys.count - 1)
    }

    /// Adds a group and returns its index.
    mutating func addGroup(_ group: Group) -> Int32 {
        groups.append(group)
        return Int32(groups.count - 1)
    }

    mutating func append(key: Int32, group: Int32) {
        items.append(Item(key: key, group: group))
    }

    /// Appends `other`'s findings (their indices shifted).
    mutating func append(_ other: MissingTranslations) {
        let keyOffset = Int32(keys.count)
        let groupOffset = Int32(groups.count)
        keys += other.keys
        groups += other.groups
        items.reserveCapacity(items.count + other.items.count)
        for item in other.items { items.append(Item(key: item.key + keyOffset, group: item.group + groupOffset)) }
    }

    /// Keeps the items `isIncluded` accepts.
    mutating func filter(_ isIncluded: (Item) -> Bool) {
        items.removeAll { !isIncluded($0) }
    }

    package func severity(of item: Item) -> Diagnostic.Severity { groups[Int(item.group)].severity }

    /// How many findings are at `severity`: counted per group (an item's severity is its group's).
    func count(_ severity: Diagnostic.Severity) -> Int {
        let perGroup = countsPerGroup()
        return groups.indices.reduce(0) { $0 + (groups[$1].severity == severity ? perGroup[$1] : 0) }
    }

    /// How many findings each group has.
    package func countsPerGroup() -> [Int] {
        var perGroup = [Int](repeating: 0, count: groups.count)
        items.withUnsafeBufferPointer { items in
            var position = 0
            while position < items.count {
                perGroup[Int(items[position].group)] += 1
                position += 1
            }
        }
        return perGroup
    }

    package func message(of item: Item) -> String {
        let group = groups[Int(item.group)]
        return MissingTranslationRule.message(
            key: keys[Int(item.key)].key, language: group.language, table: group.table)
    }

    /// What a baseline matches the finding on.
    package func fingerprint(of item: Item) -> Baseline.Fingerprint {
        let group = groups[Int(item.group)]
        return Baseline.Fingerprint(
            rule: Self.rule.rawValue, table: group.table, language: group.language, key: keys[Int(item.key)].key,
            message: nil)
    }

    package func finding(_ item: Item) -> Finding {
        let group = groups[Int(item.group)]
        let key = keys[Int(item.key)]
        let diagnostic = Diagnostic(
            group.severity, rule: Self.rule, message(of: item), at: key.location, notes: group.notes)
        return Finding(diagnostic, table: group.table, language: group.language, key: key.key)
    }
}
