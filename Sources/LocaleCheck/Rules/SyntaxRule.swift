import LocaleCatalog
import LocalizationFormats

/// `syntax`: what the readers could not read (an unterminated string, a malformed plist…).
public struct SyntaxRule: CheckRule {
    public let id = Diagnostic.Rule.syntax
    public let defaultSeverity: Diagnostic.Severity? = .error
    public let summary = "A localization file cannot be read as written (reported by the readers)."
    /// Reported by the readers, so every command that reads the files reports it.
    public var commands: Set<RuleCommand> { RuleCommand.reading }

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .readerDiagnostics }

    public func check(_ context: CheckContext) -> [Finding] {
        ReaderDiagnostics.findings(ofRule: id, in: context)
    }
}

/// Reader diagnostics of one rule id, with the table and language of their file.
enum ReaderDiagnostics {
    static func findings(ofRule rule: Diagnostic.Rule, in context: CheckContext) -> [Finding] {
        context.catalog.diagnostics.filter { $0.rule == rule }.map { diagnostic in
            guard let file = diagnostic.location?.file else { return Finding(diagnostic) }
            let (table, language) = context.tableAndLanguage(ofFile: file)
            return Finding(diagnostic, table: table, language: language, key: diagnostic.key)
        }
    }
}
