import LocaleCatalog
import LocalizationFormats

/// `stale-object-key`: a key of an Interface Builder table's translation (`"aBc-12-xYz.text"`)
/// whose object id no longer exists in the storyboard or `.xib`. Nothing looks it up any more:
/// a note, so that the translation can be removed or re-exported.
public struct StaleObjectKeyRule: CheckRule {
    public let id = Diagnostic.Rule.staleObjectKey
    public let defaultSeverity: Diagnostic.Severity? = .note
    public let summary = "A storyboard/.xib translation's key names an object the file no longer has."

    /// The rule, at its default severity.
    public init() {}

    /// It reads the keys of Interface Builder tables' translations, which the engine never screens.
    public var translatedEntryUse: TranslatedEntryUse { .none }

    public func check(_ context: CheckContext) -> [Finding] {
        guard context.interfaceObjectIDs != nil else { return [] }
        var findings: [Finding] = []
        for table in context.tables where context.isInterfaceBuilderTable(table) {
            for language in context.checkedTranslationLanguages {
                guard let languageTable = table.languages[language] else { continue }
                for (key, entry) in languageTable.entries {
                    guard let object = context.staleObject(of: key) else { continue }
                    let diagnostic = Diagnostic(
                        .note, rule: id,
                        "'\(key)' (\(language)) names object '\(object)', which the \(table.name) "
                            + "storyboard/.xib no longer has",
                        at: entry.location)
                    findings.append(Finding(diagnostic, table: table.name, language: language, key: key))
                }
            }
        }
        return findings
    }
}

extension Diagnostic.Rule {
    /// `stale-object-key`: a storyboard/.xib translation's key whose object no longer exists.
    public static let staleObjectKey = Diagnostic.Rule("stale-object-key")
}
