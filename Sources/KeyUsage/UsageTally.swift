import LocaleCatalog
import LocalizationFormats

/// What ``UsageAnalyzer/analyze(references:into:)`` counts while it reads the references: the keys
/// each table defines, which of them something uses, and the lookups through an expression.
struct UsageTally {
    /// Table → key → where the development language (else `Base`) defines it.
    let defined: [String: [String: SourceLocation]]
    private(set) var used: [String: Set<String>] = [:]
    /// Lookups whose key is an expression: they may read any key of their table.
    private(set) var variableLookups: [KeyReference] = []

    init(defined: [String: [String: SourceLocation]]) {
        self.defined = defined
    }

    /// The tables `reference` can name: its own, else every table.
    func tables(of reference: KeyReference) -> [String] {
        reference.table.map { [$0] } ?? Array(defined.keys)
    }

    /// Whether one of `reference`'s tables defines its key.
    func defines(_ reference: KeyReference) -> Bool {
        tables(of: reference).contains { defined[$0]?[reference.key] != nil }
    }

    mutating func mark(_ reference: KeyReference) {
        for name in tables(of: reference) where defined[name]?[reference.key] != nil {
            used[name, default: []].insert(reference.key)
        }
    }

    mutating func mark(_ keys: [(table: String, key: String)]) {
        for (table, key) in keys { used[table, default: []].insert(key) }
    }

    /// Marks every key that starts with a run-time key's static prefix; how many there are.
    mutating func markPrefix(of reference: KeyReference) -> Int {
        var matches = 0
        for name in tables(of: reference) {
            for key in defined[name]?.keys ?? [:].keys where key.hasPrefix(reference.key) {
                used[name, default: []].insert(key)
                matches += 1
            }
        }
        return matches
    }

    mutating func recordVariableLookup(_ reference: KeyReference) {
        variableLookups.append(reference)
    }

    /// Marks, for each table a variable lookup reads, the keys nothing else uses (possibly used, not
    /// unused); how many per table (`""`: a lookup with no table).
    mutating func markPossiblyUsed() -> [String: Int] {
        var possiblyUsed: [String: Int] = [:]
        for table in Set(variableLookups.map { $0.table ?? "" }) {
            for name in table.isEmpty ? Array(defined.keys) : [table] {
                let unusedKeys = (defined[name] ?? [:]).keys.filter { used[name]?.contains($0) != true }
                possiblyUsed[table, default: 0] += unusedKeys.count
                used[name, default: []].formUnion(unusedKeys)
            }
        }
        return possiblyUsed
    }

    /// The defined keys nothing uses.
    func unused() -> [UsageReport.Unused] {
        var unused: [UsageReport.Unused] = []
        for (table, keys) in defined {
            for (key, location) in keys where used[table]?.contains(key) != true {
                unused.append(UsageReport.Unused(key: key, table: table, location: location))
            }
        }
        return unused
    }
}
