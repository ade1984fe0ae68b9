import LocaleCatalog
import LocalizationFormats

/// `empty-value`: a value (or a plural form, or a width variant) that is the empty string; users see nothing.
public struct EmptyValueRule: CheckRule {
    public let id = Diagnostic.Rule.emptyValue
    public let defaultSeverity: Diagnostic.Severity? = .warning
    public let summary = "A value or plural form is empty, so users would see a blank."

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .screened }

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables {
            for language in context.checkedLanguages {
                guard let languageTable = table.languages[language] else { continue }
                for (key, entry) in languageTable.entries {
                    switch entry.translation {
                    case .text where entry.hasWidthVariants:
                        let variants = entry.widthVariants
                        for width in variants.widths where variants.texts[width]?.isEmpty == true {
                            let diagnostic = Diagnostic(
                                .warning, rule: id, "'\(key)' has an empty width \(width) variant (\(language))",
                                at: variants.location(of: width) ?? entry.valueLocation ?? entry.location)
                            findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                        }
                    case .text(let value) where value.isEmpty:
                        let diagnostic = Diagnostic(
                            .warning, rule: id, "'\(key)' has an empty value (\(language))",
                            at: entry.valueLocation ?? entry.location)
                        findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                    case .plural(let plural):
                        if plural.format.isEmpty {
                            let diagnostic = Diagnostic(
                                .warning, rule: id, "'\(key)' has an empty plural format (\(language))",
                                at: entry.location)
                            findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                        }
                        for variable in plural.variables {
                            for (category, form) in variable.forms.sorted(by: { $0.key < $1.key }) where form.isEmpty {
                                let diagnostic = Diagnostic(
                                    .warning, rule: id,
                                    "'\(key)' has an empty '\(category.rawValue)' form for '\(variable.name)' (\(language))",
                                    at: variable.location ?? entry.location)
                                findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                            }
                        }
                    default:
                        break
                    }
                }
            }
        }
        return findings
    }
}

extension Diagnostic.Rule {
    /// `empty-value`: a value (or a plural form) that is the empty string; users see nothing.
    public static let emptyValue = Diagnostic.Rule("empty-value")
}
