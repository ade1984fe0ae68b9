import Foundation
import LocaleCatalog
import LocalizationFormats

/// What the app shows for the keys of one table in one language where Foundation's merge
/// (`FoundationTableMerge`) puts a `.stringsdict` entry over the language's `.strings` value: the
/// entries that win although they are not translated. Coverage counts their keys as not translated;
/// `hidden-translation` reports a translated `.strings` value they hide.
struct ShownValues {
    /// The language whose `.stringsdict` the language reads.
    let stringsDictLanguage: String
    /// Its `.stringsdict` files of the table.
    let stringsDictFiles: [String]
    /// The winning plurals that are not translated, by key: every development-language plural when
    /// the language has no `.stringsdict` of its own, else its own plurals whose texts are the
    /// development language's (a platform fills an untranslated plural with the development text).
    let untranslatedPlurals: [String: Entry]

    /// Whether the language reads the development language's `.stringsdict`, having none of its own.
    var readsDevelopmentStringsDict: Bool { stringsDictLanguage != language }
    /// The language looked at.
    let language: String

    /// The untranslated winners of `language` in `table` (which holds the reference languages), or nil
    /// when none: the development language itself, `Base`, a language sharing the development
    /// language's base language (`en-GB` may spell a plural as `en` does), and a language whose
    /// `.stringsdict` comes from a more general translation are not looked at.
    init?(table: Table, language: String, context: CheckContext) {
        let development = context.developmentLanguage
        guard language != development, language != "Base", !TextPair.isDocumentation(language),
            LanguageCode.base(of: language) != LanguageCode.base(of: development),
            let languageTable = table.languages[language],
            let reference = context.reference(for: table)
        else { return nil }
        var withStringsDict: [String: String] = [:]
        for (spelling, candidate) in table.languages where candidate.files.contains(where: Self.isStringsDict) {
            withStringsDict[LanguageCode.normalize(spelling)] = spelling
        }
        guard
            let normalized = FoundationTableMerge.stringsDictLanguage(
                for: LanguageCode.normalize(language), languagesWithStringsDict: Set(withStringsDict.keys),
                developmentLanguage: LanguageCode.normalize(development)),
            let origin = withStringsDict[normalized]
        else { return nil }
        var untranslated: [String: Entry] = [:]
        if origin == language {
            for (key, entry) in languageTable.entries {
                guard case .plural(let plural) = entry.translation,
                    case .plural(let developmentPlural)? = reference.entries[key]?.translation,
                    Self.sameTexts(plural, developmentPlural)
                else { continue }
                untranslated[key] = entry
            }
        } else if origin == reference.language {
            for (key, entry) in reference.entries where entry.isStringsDictRule && !context.isIgnored(key) {
                untranslated[key] = entry
            }
        } else {
            return nil
        }
        guard !untranslated.isEmpty else { return nil }
        self.language = language
        stringsDictLanguage = origin
        stringsDictFiles = table.languages[origin]?.files.filter(Self.isStringsDict) ?? []
        untranslatedPlurals = untranslated
    }

    static func isStringsDict(_ file: String) -> Bool { PlainPath.lowercasedExtension(of: file) == "stringsdict" }

    /// Whether two plurals have the same texts (format and every form), wherever they were read.
    static func sameTexts(_ left: PluralTranslation, _ right: PluralTranslation) -> Bool {
        guard left.format == right.format, left.variables.count == right.variables.count else { return false }
        return left.variables.allSatisfy { variable in right.variable(named: variable.name)?.forms == variable.forms }
    }

    /// The text the user sees for a plural with a count its `other` form is for: the format with each
    /// variable's `other` form in its place.
    static func shownText(of plural: PluralTranslation) -> String {
        var text = plural.format
        for variable in plural.variables {
            text = text.replacingOccurrences(of: "%#@\(variable.name)@", with: variable.forms[.other] ?? "")
        }
        return text
    }
}
