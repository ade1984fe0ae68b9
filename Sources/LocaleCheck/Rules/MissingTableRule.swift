import LocaleCatalog
import LocalizationFormats

/// `missing-table`: a supported language has no file at all for a table (or the development
/// language lacks a table that translations have). A warning: the lookup falls back at run time
/// (an error for a language `requireComplete` names). Never for a table whose development version
/// is a storyboard or `.xib` (Base internationalization): Xcode writes a translation's `.strings`
/// only when it has something to translate; nor for a data file outside the `.lproj` folders, a
/// table only the development language has (`development-only-table`), an `InfoPlist` table
/// with no `Info.plist` to compare with, or a regional variant whose parent has the table.
public struct MissingTableRule: CheckRule {
    public let id = Diagnostic.Rule.missingTable
    public let defaultSeverity: Diagnostic.Severity? = .warning
    public let summary = "A supported language has no file for a table at all."

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .none }

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables
        where !context.isInterfaceBuilderTable(table) && !context.dataTables.contains(table.name)
            && !context.isDevelopmentOnly(table)
        {
            guard let reference = context.reference(for: table) else {
                if context.isInfoPlistTable(table) { continue }
                // Translations without a development-language table: nothing to translate from.
                let present = table.languages.keys.sorted()
                guard let first = present.first, let file = table.languages[first]?.files.first else { continue }
                let expected = context.expectedFiles(table: table, language: context.developmentLanguage)
                let diagnostic = Diagnostic(
                    .warning, rule: id,
                    "table '\(table.name)' has no \(context.developmentLanguage) (development language) version",
                    at: SourceLocation(file: file),
                    notes: [Diagnostic.Note("expected \(expected.joined(separator: ", "))")])
                findings.append(Finding(diagnostic, table: table.name, language: context.developmentLanguage))
                continue
            }
            guard !context.translatableKeys(of: reference).isEmpty, let file = reference.files.first else { continue }
            let spellings = CheckContext.languageSpellings(of: table)
            for language in context.translationLanguages
            where table.languages[language] == nil && context.fallbackParent(of: language, spellings: spellings) == nil
            {
                let expected = context.expectedFiles(table: table, language: language)
                let diagnostic = Diagnostic(
                    .warning, rule: id, "table '\(table.name)' has no \(language) version",
                    at: SourceLocation(file: file),
                    notes: [Diagnostic.Note("expected \(expected.joined(separator: ", "))")])
                findings.append(Finding(diagnostic, table: table.name, language: language))
            }
        }
        return findings
    }
}

extension Diagnostic.Rule {
    /// `missing-table`: a supported language has no file at all for a table (or the development
    public static let missingTable = Diagnostic.Rule("missing-table")
}
