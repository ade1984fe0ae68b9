import LocaleCatalog
import LocalizationFormats

/// `plural-unused-category`: a plural form the language never selects (`few` in English).
/// `zero` is always allowed: Apple uses it as an explicit override for the number 0.
public struct PluralUnusedCategoryRule: CheckRule {
    public let id = Diagnostic.Rule.pluralUnusedCategory
    public let defaultSeverity: Diagnostic.Severity? = .warning
    public let summary = "A plural has a form the language never uses ('zero' is allowed as an override)."

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .none }

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        var used: [String: Set<PluralCategory>] = [:]
        for table in context.tables {
            for language in context.checkedLanguages {
                guard let languageTable = table.languages[language] else { continue }
                let rulesLanguage = language == "Base" ? context.developmentLanguage : language
                guard let cldrCategories = context.pluralCategories(for: language) else { continue }
                for (key, entry) in languageTable.entries {
                    guard case .plural(let plural) = entry.translation else {
                        continue
                    }
                    let categories =
                        used[rulesLanguage] ?? cldrCategories.union([.zero, .other])
                    used[rulesLanguage] = categories
                    for variable in plural.variables {
                        let unused = Set(variable.forms.keys).subtracting(categories).sorted()
                        guard !unused.isEmpty else { continue }
                        let names = unused.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                        let diagnostic = Diagnostic(
                            .warning, rule: id,
                            "'\(key)' (\(language)) has the plural form\(unused.count == 1 ? "" : "s") \(names) "
                                + "for '\(variable.name)', which \(rulesLanguage) never uses",
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
    /// `plural-unused-category`: a plural form the language never selects (`few` in English).
    public static let pluralUnusedCategory = Diagnostic.Rule("plural-unused-category")
}
