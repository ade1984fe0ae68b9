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

    public init() {}

    public func check(_ context: CheckContext) -> [Finding] {
        guard let check = Check(context) else { return [] }
        let severity = Check.defaultSeverity ?? .warning
        var findings: [Finding] = []
        for table in context.tables {
            guard let reference = context.reference(for: table) else { continue }
            for language in context.checkedTranslationLanguages where !TextPair.isDocumentation(language) {
                for pair in context.pairs(of: table, in: language, reference: reference) {
                    guard let original = pair.original, original.shouldTranslate, pair.entry.shouldTranslate,
                        context.isTranslated(pair.entry)
                    else { continue }
                    for located in Self.textPairs(table: table.name, language: language, original, pair.entry) {
                        for problem in check.problems(in: located.pair) {
                            let notes = problem.sourceNote.map { [Diagnostic.Note($0, at: located.sourceLocation)] }
                            let diagnostic = Diagnostic(
                                severity, rule: id, "'\(pair.key)' (\(language)\(located.part)): \(problem.message)",
                                at: located.location, notes: notes ?? [])
                            findings.append(Finding(diagnostic, table: table.name, language: language, key: pair.key))
                        }
                    }
                }
            }
        }
        return findings
    }

    /// One pair of texts with where each side is written and which part of the entry it is.
    struct LocatedPair {
        var pair: TextPair
        /// `, form 'one' of 'files'`, or empty for a text.
        var part: String
        var location: SourceLocation
        var sourceLocation: SourceLocation
    }

    /// The texts of `translated` paired with `original`'s: the two texts; or a plural's format
    /// with the format, and each form with the development form of the same category (else its
    /// `other` form) of the variable of the same name (else the only one). A text and a plural
    /// are not compared (`placeholder-mismatch` looks at those).
    static func textPairs(table: String, language: String, _ original: Entry, _ translated: Entry) -> [LocatedPair] {
        let comment = original.comment ?? translated.comment
        func make(
            _ source: String, _ translation: String, _ part: String, _ location: SourceLocation,
            form: PluralCategory? = nil
        ) -> LocatedPair {
            LocatedPair(
                pair: TextPair(
                    table: table, key: translated.key, source: source, translation: translation, language: language,
                    comment: comment, form: form),
                part: part, location: location, sourceLocation: original.valueLocation ?? original.location)
        }
        switch (original.translation, translated.translation) {
        case (.text(let source), .text(let translation)):
            return [make(source, translation, "", translated.valueLocation ?? translated.location)]
        case (.plural(let source), .plural(let translation)):
            var pairs = [make(source.format, translation.format, ", format", translated.location)]
            for variable in translation.variables {
                guard
                    let partner = source.variable(named: variable.name)
                        ?? (source.variables.count == 1 && translation.variables.count == 1
                            ? source.variables.first : nil)
                else { continue }
                for (category, form) in variable.forms.sorted(by: { $0.key < $1.key }) {
                    guard let sourceForm = partner.forms[category] ?? partner.forms[.other] else { continue }
                    pairs.append(
                        make(
                            sourceForm, form, ", form '\(category.rawValue)' of '\(variable.name)'",
                            variable.location ?? translated.location,
                            form: partner.forms[category] == nil ? nil : category))
                }
            }
            return pairs
        default:
            return []
        }
    }
}
