import LocaleCatalog
import LocalizationFormats

/// `plural-unused-category`: a plural form no count of its type ever selects (`few` in English,
/// `many` for an integer count in Lithuanian, where only fractions are `many`). The form is never
/// shown, so this is a note. `zero` is always allowed (Apple uses it as an explicit override for the
/// number 0), `other` too (the fallback), and so is a category one supported CLDR release has
/// (`PluralRules.selectableCategories`: Hebrew `many` of CLDR 41).
public struct PluralUnusedCategoryRule: CheckRule {
    public let id = Diagnostic.Rule.pluralUnusedCategory
    public let defaultSeverity: Diagnostic.Severity? = .note
    public let summary = "A plural has a form its count never selects ('zero' is allowed as an override)."

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .none }

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables {
            for language in context.checkedLanguages {
                guard let languageTable = table.languages[language] else { continue }
                let rulesLanguage = language == "Base" ? context.developmentLanguage : language
                guard context.pluralCategories(for: language) != nil else { continue }
                // The categories a form may have, per kind of count: asked once per language, not per plural.
                var allowedByKind: [PluralArgumentKind: Set<PluralCategory>] = [:]
                for (key, entry) in languageTable.entries {
                    guard case .plural(let plural) = entry.translation else { continue }
                    for variable in plural.variables {
                        let kind = variable.argumentKind
                        if allowedByKind[kind] == nil {
                            allowedByKind[kind] = PluralRules.selectableCategories(for: rulesLanguage, argument: kind)
                                .union([.zero, .other])
                        }
                        let allowed = allowedByKind[kind] ?? []
                        let unused = variable.forms.keys.filter { !allowed.contains($0) }.sorted()
                        guard !unused.isEmpty else { continue }
                        let names = unused.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                        let counted = variable.valueType.map { "a '\($0)' count" } ?? "a count"
                        let diagnostic = Diagnostic(
                            .note, rule: id,
                            "'\(key)' (\(language)) has the plural form\(unused.count == 1 ? "" : "s") \(names) "
                                + "for '\(variable.name)', which \(counted) never selects in \(rulesLanguage)",
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
    /// `plural-unused-category`: a plural form no count of its type ever selects (`few` in English).
    public static let pluralUnusedCategory = Diagnostic.Rule("plural-unused-category")
}
