import LocaleCatalog
import LocalizationFormats

/// `plural-missing-category`: a plural variable lacks a form that CLDR requires for its language
/// (`ru`: one few many other; `ar`: zero one two few many other; `ja`: other). A missing `other`
/// is an error (nothing to fall back to); any other missing form is a warning.
public struct PluralMissingCategoryRule: CheckRule {
    public let id = Diagnostic.Rule.pluralMissingCategory
    public let defaultSeverity: Diagnostic.Severity? = .error
    public let summary = "A plural lacks a form CLDR requires for the language (error for 'other', else warning)."

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .none }

    /// The `.stringsdict` reader reports a variable without `other` too; this rule reports it with
    /// its language and id, so the reader's copy is dropped.
    public func supersedes(_ readerDiagnostic: Diagnostic) -> Bool {
        readerDiagnostic.rule == .stringsdict && readerDiagnostic.message.contains("has no 'other' form")
    }

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        var required: [String: Set<PluralCategory>] = [:]
        for table in context.tables {
            for language in context.checkedLanguages {
                guard let languageTable = table.languages[language] else { continue }
                let rulesLanguage = language == "Base" ? context.developmentLanguage : language
                // A language CLDR does not know still needs `other`.
                let cldrCategories = context.pluralCategories(for: language) ?? [.other]
                for (key, entry) in languageTable.entries {
                    guard case .plural(let plural) = entry.translation else {
                        continue
                    }
                    let categories =
                        required[rulesLanguage] ?? cldrCategories.union([.other])
                    required[rulesLanguage] = categories
                    for variable in plural.variables {
                        let missing = categories.subtracting(variable.forms.keys).sorted()
                        guard !missing.isEmpty else { continue }
                        let severity: Diagnostic.Severity = missing.contains(.other) ? .error : .warning
                        let names = missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                        let diagnostic = Diagnostic(
                            severity, rule: id,
                            "'\(key)' (\(language)) lacks the plural form\(missing.count == 1 ? "" : "s") \(names) "
                                + "for '\(variable.name)'",
                            at: variable.location ?? entry.location)
                        findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                    }
                }
            }
        }
        return findings
    }
}

extension Diagnostic.Rule {
    /// `plural-missing-category`: a plural variable lacks a form that CLDR requires for its language
    public static let pluralMissingCategory = Diagnostic.Rule("plural-missing-category")
}
