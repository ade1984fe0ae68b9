import LocaleCatalog
import LocalizationFormats

/// `plural-missing-category`: a plural variable lacks a form for a category its count can select.
/// Which categories a count selects depends on its type (`PluralRules.reachableCategories`): in
/// be/pl/ru/uk an integer (`d`, `ld`, `u`…) is `one`, `few` or `many`, never `other`. Without
/// `other` a reachable category with no form is an error (nothing serves that count); with `other`,
/// a missing category CLDR `PluralRules.baselineCLDRVersion` already had is a warning (the count
/// shows the `other` form), and one only newer CLDR has (Vietnamese `one`) is not reported.
public struct PluralMissingCategoryRule: CheckRule {
    public let id = Diagnostic.Rule.pluralMissingCategory
    public let defaultSeverity: Diagnostic.Severity? = .error
    public let summary =
        "A plural lacks a form its count can select (error with no 'other' to fall back to, else warning)."
    /// `import` runs it on the translations it brings in.
    public var commands: Set<RuleCommand> { RuleCommand.checking.union([.import]) }

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .none }

    /// The `.stringsdict` reader reports a variable without `other` too; this rule decides whether
    /// that matters (it does not for an integer count in Russian), so the reader's copy is dropped.
    public func supersedes(_ readerDiagnostic: Diagnostic) -> Bool {
        readerDiagnostic.rule == .stringsdict && readerDiagnostic.message.contains("has no 'other' form")
    }

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables {
            for language in context.checkedLanguages {
                guard let languageTable = table.languages[language] else { continue }
                // A language CLDR does not know selects `other` only.
                let knowsLanguage = context.pluralCategories(for: language) != nil
                let rulesLanguage = language == "Base" ? context.developmentLanguage : language
                let rulesFor = knowsLanguage ? rulesLanguage : "root"
                // The language's required categories, worked out once per kind of count.
                var required: [PluralArgumentKind: Set<PluralCategory>] = [:]
                for (key, entry) in languageTable.entries {
                    guard case .plural(let plural) = entry.translation else { continue }
                    for variable in plural.variables {
                        let kind = variable.argumentKind
                        let categories =
                            required[kind]
                            ?? PluralRules.requiredCategories(for: rulesFor, argument: kind)
                        required[kind] = categories
                        guard
                            let diagnostic = problem(
                                of: variable, key: key, language: language, rules: rulesFor, required: categories,
                                at: variable.location ?? entry.location)
                        else { continue }
                        findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                    }
                }
            }
        }
        return findings
    }

    /// The finding for one variable, if any.
    private func problem(
        of variable: PluralVariable, key: String, language: String, rules: String, required: Set<PluralCategory>,
        at location: SourceLocation?
    ) -> Diagnostic? {
        let present = Set(variable.forms.keys)
        if !present.contains(.other) {
            let unserved = PluralRules.reachableCategories(for: rules, argument: variable.argumentKind)
                .subtracting(present).sorted()
            guard !unserved.isEmpty else { return nil }
            let counted = variable.valueType.map { "a '\($0)' count" } ?? "a count"
            return Diagnostic(
                .error, rule: id,
                "'\(key)' (\(language)) has no form for \(Self.names(unserved)) of '\(variable.name)', which "
                    + "\(counted) selects, and no 'other' to fall back to",
                at: location)
        }
        let missing = required.subtracting(present).sorted()
        guard !missing.isEmpty else { return nil }
        return Diagnostic(
            .warning, rule: id,
            "'\(key)' (\(language)) lacks the plural form\(missing.count == 1 ? "" : "s") \(Self.names(missing)) "
                + "for '\(variable.name)'; those counts show the 'other' form",
            at: location)
    }

    private static func names(_ categories: [PluralCategory]) -> String {
        categories.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }
}

extension Diagnostic.Rule {
    /// `plural-missing-category`: a plural variable lacks a form for a category its count can select
    public static let pluralMissingCategory = Diagnostic.Rule("plural-missing-category")
}
