import LocaleCatalog
import LocalizationFormats

/// `escape`: a `.strings` escape that Foundation reads otherwise than it is written (reported by the
/// reader). The file is read; an error where the app shows other text than was meant (`\u203A` shows
/// "u203A"), a warning where it shows the escaped character itself (`\Č`).
public struct EscapeRule: CheckRule {
    public let id = Diagnostic.Rule.escape
    public let defaultSeverity: Diagnostic.Severity? = .error
    public let summary = "An escape in a .strings text that Foundation reads otherwise than it is written."
    /// Reported by the readers, so every command that reads the files reports it.
    public var commands: Set<RuleCommand> { RuleCommand.reading }

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .readerDiagnostics }

    public func check(_ context: CheckContext) -> [Finding] {
        ReaderDiagnostics.findings(ofRule: id, in: context)
    }
}
