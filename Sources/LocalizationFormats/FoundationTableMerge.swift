/// How Foundation builds the table a lookup reads, for one table name in one localization: the one
/// reading of CFBundle's merge that the check engine, coverage and the docs share.
///
/// CFBundle finds a table's `.strings` and `.stringsdict` each on its own with
/// `CFBundleCopyResourceURL`, whose search goes through the preferred localizations and ends at the
/// development region, and merges them (swift-corelibs-foundation,
/// `CoreFoundation/PlugIn.subproj/CFBundle_Strings.c`):
/// - of one localization, the `.stringsdict` entry of a key wins: the 2017 source (`_copyStringFromTable`)
///   lays the `.stringsdict` over a copy of the `.strings` table; the current one
///   (`_CFBundleGetStringsSources`, `loadStringsInOrder`) loads the `.stringsdict` first and adds a
///   `.strings` value only where the key is still absent;
/// - a localization with a `.strings` but no `.stringsdict` gets the development language's
///   `.stringsdict`: the 2017 source lays it over the localization's texts, so its entries win; the
///   current one prefers the `.strings` whose localization comes first in the search list
///   (`preferStringsDictContent = false`), so the localization's own texts win there. Apple does not say
///   which OS release changed, so an app that supports older systems shows the development plural to
///   some of its users.
///
/// ```swift
/// FoundationTableMerge.stringsDictLanguage(
///     for: "de", languagesWithStringsDict: ["en"], developmentLanguage: "en")   // "en"
/// FoundationTableMerge.source(inStrings: true, inStringsDict: true)          // .stringsDict
/// ```
public enum FoundationTableMerge {
    /// The file a key's value comes from.
    public enum Source: Sendable, Hashable {
        /// The localization's `.strings`.
        case strings
        /// The `.stringsdict` the localization reads (its own, or the one its search reached).
        case stringsDict
    }

    /// The localization whose `.stringsdict` Foundation merges over `language`'s `.strings`: its own,
    /// else the first of its more general languages (`pt-BR` → `pt`) that has one, else the
    /// development language's; nil when none has one.
    /// - Parameter languagesWithStringsDict: the localizations that have this table's `.stringsdict`.
    public static func stringsDictLanguage(
        for language: String, languagesWithStringsDict: Set<String>, developmentLanguage: String
    ) -> String? {
        let candidates = [language] + LanguageCode.fallbacks(of: language).filter { $0 != language }
        return (candidates + [developmentLanguage]).first(where: languagesWithStringsDict.contains)
    }

    /// Where the value of a key of one localization's own files comes from: the `.stringsdict` wins
    /// wherever it has the key; nil when neither file has it.
    public static func source(inStrings: Bool, inStringsDict: Bool) -> Source? {
        if inStringsDict { return .stringsDict }
        return inStrings ? .strings : nil
    }
}
