import LocaleCatalog
import LocalizationFormats

/// `development-only-table`: a table that only the development language has, in a root with
/// other languages (an app's `Untranslated.strings`). Not localized on purpose, as a rule: one
/// note per table, and neither `missing-table` nor coverage for it.
public struct DevelopmentOnlyTableRule: CheckRule {
    public let id = Diagnostic.Rule.developmentOnlyTable
    public let defaultSeverity: Diagnostic.Severity? = .note
    public let summary = "A table exists only in the development language (not localized: no coverage)."

    /// The rule, at its default severity.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .none }

    public func check(_ context: CheckContext) -> [Finding] {
        context.tables.compactMap { table in
            guard context.isDevelopmentOnly(table), let reference = context.reference(for: table),
                !context.translatableKeys(of: reference).isEmpty, let file = reference.files.first
            else { return nil }
            let diagnostic = Diagnostic(
                .note, rule: id,
                "table '\(table.name)' exists only in the development language \(context.developmentLanguage): "
                    + "it is not checked against the other languages nor counted in coverage",
                at: SourceLocation(file: file))
            return Finding(diagnostic, table: table.name)
        }
    }
}

extension Diagnostic.Rule {
    /// `development-only-table`: a table that only the development language has.
    public static let developmentOnlyTable = Diagnostic.Rule("development-only-table")
}
