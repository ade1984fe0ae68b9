import LocaleCatalog
import LocalizationFormats

/// `inconsistent-translation` (note): within a table and a language, one development text
/// translated differently from how most of its keys translate it.
///
/// Allowed: texts without letters, translations differing only in case or word endings
/// (agreement with what the text labels), translatewiki's documentation language `qqq`, and the same word translated differently in different tables
/// (a table is often one screen or feature, where the context differs).
public struct InconsistentTranslationRule: CheckRule {
    public let id = Diagnostic.Rule.inconsistentTranslation
    public let defaultSeverity: Diagnostic.Severity? = .note
    public let summary = "One development text is translated differently within a table and language (note)."

    /// The rule; it has nothing to configure.
    public init() {}

    public var translatedEntryUse: TranslatedEntryUse { .screened }
    public var screenNeeds: ScreenNeeds { .sharedTexts }

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables {
            guard let reference = context.reference(for: table) else { continue }
            for language in context.checkedTranslationLanguages where !TextPair.isDocumentation(language) {
                var items: [InconsistentTranslations.Item] = []
                var itemLocations: [SourceLocation?] = []
                for pair in context.pairs(of: table, in: language, reference: reference) {
                    guard let original = pair.original, original.shouldTranslate, context.isTranslated(pair.entry),
                        case .text(let source) = original.translation,
                        case .text(let translation) = pair.entry.translation
                    else { continue }
                    items.append(.init(key: pair.key, source: source, translation: translation))
                    itemLocations.append(pair.entry.valueLocation ?? pair.entry.location)
                }
                // Texts without letters are left out after grouping, which gives the same result as
                // leaving them out before: the test is then made for the few repeated texts, not for
                // every key of every language. Locations are looked up for the deviations alone.
                let deviations = InconsistentTranslations.find(items).filter {
                    UntranslatedRule.hasLetters($0.item.source)
                }
                guard !deviations.isEmpty else { continue }
                let locations = Self.locations(of: deviations, items: items, itemLocations: itemLocations)
                for deviation in deviations {
                    let item = deviation.item
                    let diagnostic = Diagnostic(
                        .note, rule: id,
                        "'\(item.key)' (\(language)): “\(item.source)” is translated “\(item.translation)” here and "
                            + "“\(deviation.usualTranslation)” in '\(deviation.usualKey)'",
                        at: locations[item.key],
                        notes: locations[deviation.usualKey].map { [Diagnostic.Note("usual translation", at: $0)] }
                            ?? [])
                    findings.append(Finding(diagnostic, table: table.name, language: language, key: item.key))
                }
            }
        }
        return findings
    }

    /// The locations of the keys `deviations` name (each deviating key and its usual key).
    private static func locations(
        of deviations: [InconsistentTranslations.Deviation], items: [InconsistentTranslations.Item],
        itemLocations: [SourceLocation?]
    ) -> [String: SourceLocation] {
        let wanted = Set(deviations.flatMap { [$0.item.key, $0.usualKey] })
        var locations: [String: SourceLocation] = [:]
        for (item, location) in zip(items, itemLocations) where wanted.contains(item.key) {
            locations[item.key] = location
        }
        return locations
    }
}

extension Diagnostic.Rule {
    /// One development text translated differently within a language.
    public static let inconsistentTranslation = Diagnostic.Rule("inconsistent-translation")
}
