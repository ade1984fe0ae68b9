import LocaleCatalog
import LocalizationFormats

/// Which incoming translations an import must refuse: those for which the check rules on
/// placeholders and plurals (`placeholder-mismatch`, `invalid-format`, `plural-missing-category`)
/// report an error. The findings point at the unit in the translator's XLIFF.
public enum ImportValidation {
    static let rules: [any CheckRule] = [PlaceholderMismatchRule(), InvalidFormatRule(), PluralMissingCategoryRule()]

    /// The errors, one per refused unit (the first the rules report), in file order.
    public static func rejections(_ xliffImport: XLIFFImport) -> [(unit: XLIFFImport.UnitID, diagnostic: Diagnostic)] {
        let catalog = xliffImport.validationCatalog
        let context = CheckContext(catalog: catalog)
        var result: [XLIFFImport.UnitID: Diagnostic] = [:]
        for rule in rules {
            for finding in rule.check(context) where finding.severity == .error {
                guard let table = finding.table, let language = finding.language, let key = finding.key,
                    language != catalog.developmentLanguage
                else { continue }
                let unit = XLIFFImport.UnitID(table: table, language: language, key: key)
                if result[unit] == nil { result[unit] = finding.diagnostic }
            }
        }
        let unlocated = SourceLocation(file: "")
        return result.map { ($0.key, $0.value) }.sorted {
            ($0.diagnostic.location ?? unlocated) < ($1.diagnostic.location ?? unlocated)
        }
    }
}
