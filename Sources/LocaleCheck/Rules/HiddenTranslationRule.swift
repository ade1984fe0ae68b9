import Foundation
import LocaleCatalog
import LocalizationFormats

/// `hidden-translation`: a translated `.strings` value the app never shows, because Foundation merges
/// the `.stringsdict` over the `.strings` (`FoundationTableMerge`) and the entry that wins is not
/// translated: the language's own plural filled with the development text (translation platforms
/// do that for an untranslated plural), or the development language's plural, which a language with a
/// `.strings` but no `.stringsdict` reads. A value under a translated plural is merely unused
/// (genstrings writes every plural key into both files): not reported.
public struct HiddenTranslationRule: CheckRule {
    public let id = Diagnostic.Rule.hiddenTranslation
    public let defaultSeverity: Diagnostic.Severity? = .warning
    public let summary =
        "A translated .strings value the app never shows: an untranslated or development-language .stringsdict entry wins over it."

    /// The rule; it has nothing to configure.
    public init() {}

    /// It reads the `.strings` files itself, and only where an untranslated plural wins.
    public var translatedEntryUse: TranslatedEntryUse { .none }

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables where !context.isInterfaceBuilderTable(table) {
            // The development language's `.strings` values, read once for the table and only when
            // a language's `.strings` value is under an untranslated plural.
            var developmentTexts: [String: String]?
            for language in context.checkedTranslationLanguages {
                guard let shown = ShownValues(table: table, language: language, context: context),
                    let files = table.languages[language]?.files
                else { continue }
                for file in files where PlainPath.lowercasedExtension(of: file) == "strings" {
                    findings += check(
                        file, shown: shown, table: table, context: context, developmentTexts: &developmentTexts)
                }
            }
        }
        return findings
    }

    private func check(
        _ file: String, shown: ShownValues, table: Table, context: CheckContext,
        developmentTexts: inout [String: String]?
    ) -> [Finding] {
        guard let strings = Self.read(file) else { return [] }
        var findings: [Finding] = []
        for entry in strings.entries {
            guard let winner = shown.untranslatedPlurals[entry.key], case .plural(let plural) = winner.translation
            else { continue }
            if developmentTexts == nil {
                developmentTexts = Self.developmentTexts(of: table, context: context)
            }
            guard
                Self.isTranslated(
                    entry.value, key: entry.key, plural: plural, developmentText: developmentTexts?[entry.key])
            else { continue }
            let winningFile = winner.location.file
            let shownText = ShownValues.shownText(of: plural)
            let why =
                shown.readsDevelopmentStringsDict
                ? "\(shown.language) has no \(table.name).stringsdict, so Foundation reads the development language's "
                    + "\(Self.display(winningFile)), whose plural of this key wins where Foundation lays it over the "
                    + ".strings (systems before CoreFoundation's current merge)"
                : "\(Self.display(winningFile)) has this key untranslated (the development language's text), and a "
                    + ".stringsdict entry wins over the .strings value"
            let message =
                "the translation of '\(entry.key)' (\(shown.language)) is never shown: \(why); "
                + "the app shows '\(shownText)' instead of '\(entry.value)'"
            findings.append(
                Finding(
                    Diagnostic(.warning, rule: id, message, at: entry.keyLocation),
                    table: table.name, language: shown.language, key: entry.key))
        }
        return findings
    }

    /// The keys of the translated `.strings` values in `files` that `shown`'s untranslated plurals hide:
    /// what coverage does not count (the `.strings` files are read again, as ``check(_:)`` reads them,
    /// and only for a language whose own `.stringsdict` keeps development plurals).
    static func hiddenKeys(in files: [String], shown: ShownValues, table: Table, context: CheckContext) -> Set<String> {
        var keys: Set<String> = []
        let developmentTexts = developmentTexts(of: table, context: context)
        for file in files where PlainPath.lowercasedExtension(of: file) == "strings" {
            for entry in read(file)?.entries ?? [] {
                guard let winner = shown.untranslatedPlurals[entry.key], case .plural(let plural) = winner.translation,
                    isTranslated(
                        entry.value, key: entry.key, plural: plural, developmentText: developmentTexts[entry.key])
                else { continue }
                keys.insert(entry.key)
            }
        }
        return keys
    }

    /// A `.strings` file as Foundation reads it; nil when it cannot be read or Foundation refuses it.
    private static func read(_ file: String) -> StringsFile? {
        guard case .success(let data) = FileReader.contents(of: file) else { return nil }
        let strings = StringsReader.read(data, file: file)
        return strings.isRefused ? nil : strings
    }

    /// The development language's `.strings` values of `table` that its plurals hide (a translation
    /// equal to one is not translated: translatewiki's converter writes a flattened plural into both).
    /// Only a key with a plural can hide a translation, and the catalog keeps what its plural hides.
    private static func developmentTexts(of table: Table, context: CheckContext) -> [String: String] {
        guard let reference = context.reference(for: table) else { return [:] }
        var texts: [String: String] = [:]
        for (key, entry) in reference.shadowedStrings {
            if case .text(let value) = entry.translation { texts[key] = value }
        }
        return texts
    }

    /// Whether a `.strings` value is a translation the plural hides: not empty, not the key, and none
    /// of the development plural's own texts.
    /// A value whose words are all the development texts' words (`%1$d|%1$d article|%1$d articles`, a
    /// converter's flattened English plural) is not a translation either.
    static func isTranslated(
        _ value: String, key: String, plural: PluralTranslation, developmentText: String? = nil
    ) -> Bool {
        guard UntranslatedRule.hasLetters(value), value != key, value != developmentText else { return false }
        let texts = Translation.plural(plural).allStrings + [developmentText].compactMap { $0 }
        guard !texts.contains(value), value != ShownValues.shownText(of: plural) else { return false }
        let developmentWords = Set(texts.flatMap(words(in:)))
        return !words(in: value).allSatisfy(developmentWords.contains)
    }

    /// The words of a text the user sees (placeholders left out), lowercased.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in PlaceholderFreeText.scalars(of: text) + [" "] {
            if scalar.properties.isAlphabetic {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word).lowercased())
                word = String.UnicodeScalarView()
            }
        }
        return words
    }

    /// The file as a message names it: its `.lproj` folder and name.
    static func display(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().lastPathComponent
        return folder.hasSuffix(".lproj") ? "\(folder)/\(url.lastPathComponent)" : url.lastPathComponent
    }
}

extension Diagnostic.Rule {
    /// `hidden-translation`: a translated `.strings` value an untranslated `.stringsdict` entry hides.
    public static let hiddenTranslation = Diagnostic.Rule("hidden-translation")
}
