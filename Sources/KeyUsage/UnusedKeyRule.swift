import AccessorGeneration
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// `unused-key` (off unless configured): a development-language key that no Swift code references.
/// Runs when `localekit.json` names `"usage": {"sources": [...]}`; keys built at run time count as used.
public struct UnusedKeyRule: CheckRule {
    public let id = Diagnostic.Rule.unusedKey
    public let defaultSeverity: Diagnostic.Severity? = nil
    public let summary =
        "No Swift code references the key (needs \"usage.sources\"; off in check, a warning in usage and sync)."
    /// `usage` and `sync` report it as a warning unless `rules` sets it.
    public var commands: Set<RuleCommand> { RuleCommand.checking.union([.usage, .sync]) }

    public init() {}

    public var scope: CheckScope { .catalog }
    public var translatedEntryUse: TranslatedEntryUse { .none }

    public func check(_ context: CheckContext) -> [Finding] {
        guard let report = context.usageReport() else { return [] }
        return report.unusedFindings
    }
}
