import AccessorGeneration
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// `undefined-key`: Swift code looks up a literal key that no table defines (at the call's
/// `file:line:column`). Runs when `localekit.json` names `"usage": {"sources": [...]}`. A warning: the
/// app shows the literal as written (it is the key and the development text at once), so nothing
/// misbehaves; a literal in a `#Preview`, a `PreviewProvider` or `#if DEBUG` is not reported.
public struct UndefinedKeyRule: CheckRule {
    public let id = Diagnostic.Rule.undefinedKey
    public let defaultSeverity: Diagnostic.Severity? = .warning
    public let summary = "Swift code looks up a key that no table defines (needs \"usage.sources\")."
    public var commands: Set<RuleCommand> { RuleCommand.checking.union([.usage]) }

    public init() {}

    public var scope: CheckScope { .catalog }
    public var translatedEntryUse: TranslatedEntryUse { .none }

    public func check(_ context: CheckContext) -> [Finding] {
        guard let report = context.usageReport() else { return [] }
        return report.problems.map { Finding($0) } + report.undefinedFindings
    }
}
