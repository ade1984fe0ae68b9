import LocaleCatalog
import LocalizationFormats

/// The detection logic of a translator-QA rule: a pure value that compares one development text
/// with one translation of it (``TextPair``) and says what is wrong, without locations.
///
/// ``TextPairRule`` runs a check over a catalog's pairs (texts and plural forms), locates its
/// problems and makes findings; `TranslationScreen` asks the same check which `.strings`
/// entries a rule could report, so a check is written once and never mirrored by hand.
public protocol TextPairCheck: Sendable {
    /// The rule id (`markup-mismatch`).
    static var id: Diagnostic.Rule { get }
    /// The severity the rule reports at, or `nil` when it is off unless configured.
    static var defaultSeverity: Diagnostic.Severity? { get }
    /// One line for `--help`, SARIF and the docs; says what legitimate variation it allows.
    static var summary: String { get }
    /// The check for one catalog's context, or `nil` when it has nothing to check there
    /// (no glossary, no length limits, no lock file).
    init?(_ context: CheckContext)
    /// What is wrong with `pair`'s translation; empty when nothing is.
    func problems(in pair: TextPair) -> [TextProblem]
    /// Whether some translation of `source` (of `key`, with the development entry's `comment`)
    /// could have a problem at all. `TranslationScreen` asks once per development text and then
    /// skips the check for every translation of it: a real catalog has ~10² languages. Return true
    /// unless ``problems(in:)`` of every such pair is empty; when `comment` is nil, a pair's comment
    /// is the translation's own. Default: true.
    func mayHaveProblems(source: String, key: String, comment: String?) -> Bool
}

extension TextPairCheck {
    public func mayHaveProblems(source: String, key: String, comment: String?) -> Bool { true }
}
