import LocaleCatalog

/// A translation's entries, each with the reference's entry of the same key (`nil` when the
/// reference lacks it), in the translation's dictionary order.
///
/// Several rules compare every entry of a language with the reference; pairing them once costs
/// one key lookup per entry instead of one per rule. ``TableCheck`` pairs each language it
/// streams ahead of the rules; otherwise ``CheckContext/pairs(of:in:reference:)`` pairs on demand.
struct EntryPairs: Sendable {
    struct Pair: Sendable {
        var key: String
        var entry: Entry
        var original: Entry?
        /// The original's index in the table's reference (``TableCheck``'s numbering), or -1.
        var referenceIndex: Int32 = -1
    }

    var table: String
    var language: String
    var pairs: [Pair]

    init(table: String, language: String, pairs: [Pair]) {
        self.table = table
        self.language = language
        self.pairs = pairs
    }

    /// Pairs `translated` with `reference` by key.
    init(table: String, language: String, translated: LanguageTable, reference: LanguageTable) {
        self.init(
            table: table, language: language,
            pairs: translated.entries.map { key, entry in Pair(key: key, entry: entry, original: reference.entries[key])
            }
        )
    }
}
