import LocaleCatalog
import LocalizationFormats

/// `duplicate-key`: a key defined twice in one file; the last definition wins, silently in Foundation.
public struct DuplicateKeyRule: CheckRule {
    public let id = Diagnostic.Rule.duplicateKey
    public let defaultSeverity: Diagnostic.Severity? = .warning
    public let summary = "A key is defined more than once in the same file; only the last definition is used."
    /// Reported by the readers, so every command that reads the files reports it.
    public var commands: Set<RuleCommand> { RuleCommand.reading }

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .readerDiagnostics }

    public func check(_ context: CheckContext) -> [Finding] {
        ReaderDiagnostics.findings(ofRule: id, in: context).map { finding in
            var finding = finding
            finding.diagnostic.severity = .warning
            return finding
        }
    }
}
