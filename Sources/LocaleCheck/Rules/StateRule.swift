import LocaleCatalog
import LocalizationFormats

/// `state`: an entry whose review state says it is not finished: XLIFF `new`, `needs-translation`,
/// `needs-review-*`, `needs-l10n`, `needs-adaptation`; XLIFF 2 `initial`; `.xcstrings` `new`,
/// `needs_review`, `stale`. A note: the value ships as written, so the state says nothing about
/// what users see; the team's review process reads it.
public struct StateRule: CheckRule {
    public let id = Diagnostic.Rule.state
    public let defaultSeverity: Diagnostic.Severity? = .note
    public let summary = "An entry is marked new, stale or needing translation or review."

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .none }

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables {
            for language in context.checkedLanguages {
                guard let languageTable = table.languages[language] else { continue }
                for (key, entry) in languageTable.entries {
                    guard let state = entry.state, !ReviewState(state).isFinished else { continue }
                    let diagnostic = Diagnostic(
                        .note, rule: id, "'\(key)' (\(language)) is marked '\(state)'",
                        at: entry.valueLocation ?? entry.location)
                    findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                }
            }
        }
        return findings
    }
}

extension Diagnostic.Rule {
    /// `state`: an entry whose review state says it is not finished: XLIFF `new`, `needs-translation`,
    public static let state = Diagnostic.Rule("state")
}
