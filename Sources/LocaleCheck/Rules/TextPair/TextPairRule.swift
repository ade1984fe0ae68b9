import LocaleCatalog
import LocalizationFormats

/// Runs a ``TextPairCheck`` as a rule of `localekit check`: for every translated entry of the
/// checked languages, its text (or each plural form, and a plural's format) is paired with the
/// development value of the same key and form, and each problem becomes a finding at the
/// translation (with the check's note, if any, at the development value).
///
/// Translatewiki's documentation language (`qqq`) is not a translation and is not compared.
/// Entries that are not translated yet (empty, or in an untranslated state) and entries marked
/// not to be translated are left to the other rules.
public struct TextPairRule<Check: TextPairCheck>: CheckRule {
    public var id: Diagnostic.Rule { Check.id }
    public var defaultSeverity: Diagnostic.Severity? { Check.defaultSeverity }
    public var summary: String { Check.summary }
    public var translatedEntryUse: TranslatedEntryUse { .textPair(Check.self) }

    /// The rule running `Check`.
    public init() {}

    public func check(_ context: CheckContext) -> [Finding] {
        guard let check = Check(context) else { return [] }
        let severity = Check.defaultSeverity ?? .warning
        var findings: [Finding] = []
        for table in context.tables {
            guard let reference = context.reference(for: table) else { continue }
            for language in context.checkedTranslationLanguages where !TextPair.isDocumentation(language) {
                for item in context.textPairs(of: table, in: language, reference: reference) {
                    // By index: the pair is read in place (a copy retains its seven strings), and
                    // copied only for a problem's message. A counting loop rather than `indices`: a
                    // debug build (-Onone, the build plugin's) makes generic calls per step of those.
                    var index = 0
                    while index < item.pairs.count {
                        defer { index += 1 }
                        let problems = check.problems(in: item.pairs[index].pair)
                        guard !problems.isEmpty else { continue }
                        let located = item.pairs[index]
                        for problem in problems {
                            let notes = problem.sourceNote.map { [Diagnostic.Note($0, at: located.sourceLocation)] }
                            let diagnostic = Diagnostic(
                                severity, rule: id, "'\(item.key)' (\(language)\(located.part)): \(problem.message)",
                                at: located.location, notes: notes ?? [])
                            findings.append(Finding(diagnostic, table: table.name, language: language, key: item.key))
                        }
                    }
                }
            }
        }
        return findings
    }
}
