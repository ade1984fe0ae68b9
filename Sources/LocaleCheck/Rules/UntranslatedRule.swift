import LocaleCatalog
import LocalizationFormats

/// `untranslated` (off by default): a translation identical to the development language's value.
/// Values without letters (`%@`, `1/2`, `—`) are never reported.
public struct UntranslatedRule: CheckRule {
    public let id = Diagnostic.Rule.untranslated
    public let defaultSeverity: Diagnostic.Severity? = nil
    public let summary = "A translation equals the development-language value (off by default)."

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .screened }
    public var screenNeeds: ScreenNeeds { .textsEqualToReference }

    /// Whether `text` has a letter outside its placeholders (`%1$d/%2$d` has none).
    static func hasLetters(_ text: String) -> Bool {
        PlaceholderFreeText.scalars(of: text).contains { $0.properties.isAlphabetic }
    }

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables {
            guard let reference = context.reference(for: table) else { continue }
            for language in context.checkedTranslationLanguages {
                for pair in context.pairs(of: table, in: language, reference: reference) {
                    let (key, entry) = (pair.key, pair.entry)
                    guard entry.shouldTranslate,
                        let original = pair.original, entry.translation == original.translation
                    else { continue }
                    guard entry.translation.allStrings.contains(where: Self.hasLetters) else { continue }
                    let diagnostic = Diagnostic(
                        .warning, rule: id,
                        "'\(key)' in \(language) is the same as in \(context.developmentLanguage): is it translated?",
                        at: entry.valueLocation ?? entry.location)
                    findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                }
            }
        }
        return findings
    }
}

extension Diagnostic.Rule {
    /// `untranslated` (off by default): a translation identical to the development language's value.
    public static let untranslated = Diagnostic.Rule("untranslated")
}
