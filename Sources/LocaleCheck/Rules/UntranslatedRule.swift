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
        // Most texts have no `%` and an ASCII letter, found on the bytes without reading each text's
        // scalars into an array (every development text is asked).
        if !PlaceholderSignature.hasPercent(text), let found = hasASCIILetter(text) { return found }
        return PlaceholderFreeText.scalars(of: text).contains { $0.properties.isAlphabetic }
    }

    /// Whether `text` has an ASCII letter; nil when it has none but has other than ASCII.
    private static func hasASCIILetter(_ text: String) -> Bool? {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            var isASCII = true
            for byte in bytes {
                if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) { return true }
                if byte >= 0x80 { isASCII = false }
            }
            return isASCII ? false : nil
        }
        return found ?? nil
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
