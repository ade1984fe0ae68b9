import LocaleCatalog
import LocalizationFormats

/// `extra-key`: a key in a translation that the development language does not have
/// (usually a key renamed or removed in the development language and left behind). Not for a table
/// whose development version is a storyboard or `.xib`: its keys are object ids no table lists.
/// A note: a key the development language lacks changes nothing users see in that language.
public struct ExtraKeyRule: CheckRule {
    public let id = Diagnostic.Rule.extraKey
    public let defaultSeverity: Diagnostic.Severity? = .note
    public let summary = "A translation has a key that the development language lacks."

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .screened }

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables where !context.isInterfaceBuilderTable(table) {
            guard let reference = context.reference(for: table) else { continue }
            for language in context.checkedTranslationLanguages {
                for pair in context.pairs(of: table, in: language, reference: reference) where pair.original == nil {
                    let (key, entry) = (pair.key, pair.entry)
                    let diagnostic = Diagnostic(
                        .note, rule: id,
                        "'\(key)' (\(language)) does not exist in the development language \(context.developmentLanguage)",
                        at: entry.location)
                    findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                }
            }
        }
        return findings
    }
}

extension Diagnostic.Rule {
    /// `extra-key`: a key in a translation that the development language does not have
    public static let extraKey = Diagnostic.Rule("extra-key")
}
