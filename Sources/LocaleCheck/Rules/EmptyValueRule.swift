import LocaleCatalog
import LocalizationFormats

/// `empty-value`: a value (or a plural form, or a width variant) that is the empty string; users see nothing.
///
/// Not reported where the development language is empty too (a deliberately empty variable or
/// value: the translation is faithful), nor for a plural form that `placeholder-mismatch` already
/// reports for the arguments it lacks (one defect, one finding).
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
            let reference = context.reference(for: table)
            for language in context.checkedLanguages {
                guard let languageTable = table.languages[language] else { continue }
                for (key, entry) in languageTable.entries {
                    let original = reference?.entries[key]
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
                        if let original, Self.isEmptyText(original) { continue }
                        let diagnostic = Diagnostic(
                            .warning, rule: id, "'\(key)' has an empty value (\(language))",
                            at: entry.valueLocation ?? entry.location)
                        findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                    case .plural(let plural):
                        let source: PluralTranslation? =
                            if case .plural(let source) = original?.translation { source } else { nil }
                        if plural.format.isEmpty, source?.format.isEmpty != true {
                            let diagnostic = Diagnostic(
                                .warning, rule: id, "'\(key)' has an empty plural format (\(language))",
                                at: entry.location)
                            findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                        }
                        // Only where a form is empty: the positions parse the whole plural.
                        var positions: [String: Int]?
                        for variable in plural.variables where variable.forms.values.contains(where: \.isEmpty) {
                            let sourceVariable = source?.variable(named: variable.name)
                            for (category, form) in variable.forms.sorted(by: { $0.key < $1.key }) where form.isEmpty {
                                if positions == nil { positions = plural.variablePositions }
                                if let source, let sourceVariable,
                                    Self.isExpectedEmpty(
                                        category, of: sourceVariable, in: source, position: positions?[variable.name],
                                        translated: language != context.developmentLanguage)
                                {
                                    continue
                                }
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

    private static func isEmptyText(_ entry: Entry) -> Bool {
        if case .text(let value) = entry.translation { return value.isEmpty }
        return false
    }

    /// Whether an empty `category` form is the development language's intent (its form, or its
    /// `other` where it has no such category, is empty too), or a gap `placeholder-mismatch`
    /// reports in a translation (the development form prints an argument the count does not stand for).
    private static func isExpectedEmpty(
        _ category: PluralCategory, of source: PluralVariable, in plural: PluralTranslation, position: Int?,
        translated: Bool
    ) -> Bool {
        let sourceForm = source.forms[category] ?? source.forms[.other] ?? ""
        if sourceForm.isEmpty { return true }
        guard translated else { return false }
        let prepared = PlaceholderMismatchRule.PluralSource(plural)
        guard let index = plural.variables.firstIndex(where: { $0.name == source.name }) else { return false }
        let variable = prepared.variables[index]
        return !PlaceholderMismatchRule.textArgumentsAgree(
            variable.expected, PlaceholderSignature(form: "", position: position), counted: variable.formCounted)
    }
}

extension Diagnostic.Rule {
    /// `empty-value`: a value (or a plural form) that is the empty string; users see nothing.
    public static let emptyValue = Diagnostic.Rule("empty-value")
}
