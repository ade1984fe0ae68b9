/// What a rule looks at, which tells the engine (`RootCheck`) when to call it.
public enum CheckScope: Sendable {
    /// One table at a time: the engine calls the rule once with the table's reference languages
    /// (the development language and `Base`) as ``CheckContext/checkedLanguages``, then once per
    /// other language, each time with a context that holds that one table. The rule reads the
    /// entries of the checked languages only (the others may not have been read).
    case table
    /// The localization root once, after its tables: the rule sees every table's files (not their
    /// entries) and ``CheckContext/coverage``.
    case root
    /// Every entry of the root at once: the engine loads such a root whole and calls the rule once.
    case catalog
    /// Counted by the engine itself while it counts coverage (`missing-translation`): the rule
    /// declares the id, severity and message; ``CheckRule/check(_:)`` is not called.
    case coverage
}

/// How a rule reads the entries of a translation's `.strings` file, so that the engine may skip
/// building the entries no enabled rule could report (see `TranslationScreen`).
public enum TranslatedEntryUse: Sendable {
    /// It never reads them (keys only, tables, plurals, XLIFF states, the catalog's files).
    case none
    /// It reads reader diagnostics only: a file with any is not screened.
    case readerDiagnostics
    /// `TranslationScreen` asks this rule's own functions about each entry (extra keys, empty
    /// values, untranslated texts, arguments, formats, shared texts, the lock).
    case screened
    /// A ``TextPairCheck``: the screen asks the check itself about each entry.
    case textPair(any TextPairCheck.Type)
    /// Not declared: while the rule is on, every entry is built and handed to it.
    case unknown
}
