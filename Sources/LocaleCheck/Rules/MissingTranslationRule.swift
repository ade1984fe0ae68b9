import LocalizationFormats

/// `missing-translation`: a development-language key that a supported language lacks.
///
/// One finding per language and key, at the development-language entry, with a note naming
/// where that language's table lives. A language with no file for the table at all gets one
/// `missing-table` finding instead.
public struct MissingTranslationRule: CheckRule {
    public let id = Diagnostic.Rule.missingTranslation
    public let defaultSeverity: Diagnostic.Severity? = .error
    public let summary = "A key of the development language is missing in a supported language."

    public init() {}

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables {
            guard let reference = context.reference(for: table) else { continue }
            let keys = context.translatableKeys(of: reference)
            for language in context.checkedTranslationLanguages {
                guard let translated = table.languages[language] else { continue }
                // One notes array shared by every finding of this table and language.
                let notes = [
                    Diagnostic.Note(
                        "\(language) table: \(context.expectedFiles(table: table, language: language).joined(separator: ", "))"
                    )
                ]
                for key in keys where translated.entries[key] == nil {
                    guard let entry = reference.entries[key] else { continue }
                    let diagnostic = Diagnostic(
                        .error, rule: id, "'\(key)' is not translated to \(language) (table \(table.name))",
                        at: entry.location,
                        notes: notes)
                    findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                }
            }
        }
        return findings
    }
}

extension Diagnostic.Rule {
    /// `missing-translation`: a development-language key that a supported language lacks.
    public static let missingTranslation = Diagnostic.Rule("missing-translation")
}
