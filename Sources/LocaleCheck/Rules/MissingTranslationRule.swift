import LocaleCatalog
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
                let notes = [Self.tableNote(context, table: table, language: language)]
                for key in keys where translated.entries[key] == nil {
                    guard let entry = reference.entries[key] else { continue }
                    let diagnostic = Diagnostic(
                        .error, rule: id, Self.message(key: key, language: language, table: table.name),
                        at: entry.location,
                        notes: notes)
                    findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                }
            }
        }
        return findings
    }
}

extension MissingTranslationRule {
    /// The message, written in one place: its pieces handed to `write` in order, so that
    /// ``message(key:language:table:)`` joins them and the text renderer appends their bytes
    /// without building a `String` per finding.
    @inline(__always)
    package static func writeMessage(key: String, language: String, table: String, _ write: (String) -> Void) {
        write("'")
        write(key)
        write("' is not translated to ")
        write(language)
        write(" (table ")
        write(table)
        write(")")
    }

    /// The note every finding of a table and language carries: where that language's table lives.
    package static func tableNote(_ context: CheckContext, table: Table, language: String) -> Diagnostic.Note {
        Diagnostic.Note(
            "\(language) table: \(context.expectedFiles(table: table, language: language).joined(separator: ", "))")
    }

    /// `'key' is not translated to de (table Localizable)`.
    package static func message(key: String, language: String, table: String) -> String {
        var message = ""
        writeMessage(key: key, language: language, table: table) { message += $0 }
        return message
    }
}

extension Diagnostic.Rule {
    /// `missing-translation`: a development-language key that a supported language lacks.
    public static let missingTranslation = Diagnostic.Rule("missing-translation")
}
