import Foundation
import LocaleCatalog
import LocalizationFormats

/// What coverage and the coverage rules (`missing-translation`, `missing-table`) ask of a context:
/// which tables are localized at all, and what a language falls back to at run time.
extension CheckContext {
    /// translatewiki's `qqq`: descriptions for translators, not a language an app runs in.
    static let documentationLanguage = "qqq"

    /// The data tables of `catalog` (see ``dataTables``): tables of `.strings` files only, all
    /// outside the `.lproj` folders, in a root that has `.lproj` folders (a root of bare `.strings`
    /// files, a package's only table, is a table).
    static func dataTables(of catalog: Catalog) -> Set<String> {
        var inLproj: Set<String> = []
        var outside: Set<String> = []
        for table in catalog.tables.values {
            for file in table.languages.values.flatMap(\.files) {
                // A `.stringsdict` serves a plural lookup only: it is a table wherever it lies. A file
                // belongs to its nearest `.lproj` folder, as the loader reads its language.
                let isStrings = PlainPath.lowercasedExtension(of: file) == "strings"
                if LocalizationFolder.enclosing(file) != nil || !isStrings {
                    inLproj.insert(table.name)
                } else {
                    outside.insert(table.name)
                }
            }
        }
        guard !inLproj.isEmpty || !catalog.interfaceBuilderFiles.isEmpty else { return [] }
        return outside.subtracting(inLproj)
    }

    /// Whether `table` exists only in the development language (and `Base`) while the root has
    /// other languages: not localized on purpose (an app's `Untranslated.strings`), so no
    /// language is checked against it.
    public func isDevelopmentOnly(_ table: Table) -> Bool {
        !translationLanguages.isEmpty && !isInterfaceBuilderTable(table) && !dataTables.contains(table.name)
            && table.languages.keys.allSatisfy { $0 == developmentLanguage || $0 == "Base" }
    }

    /// Whether `table` translates the target's `Info.plist` (`InfoPlist.strings`): its keys are
    /// `Info.plist` keys, and most apps have no development-language version of it.
    public func isInfoPlistTable(_ table: Table) -> Bool {
        table.name.lowercased() == InfoPlistReference.tableName.lowercased()
    }

    /// The first language after `language` in its run-time fallback chain (`en-US` → `en`,
    /// `zh-Hant-TW` → `zh-Hant` → `zh`: the runtime's `LanguageCode.fallbacks`) that `table`
    /// has, or the development language when the chain reaches it; nil for a language with no
    /// parent in the table (`de`: its gaps show the development text, another language).
    public func fallbackParent(of language: String, in table: Table) -> String? {
        fallbackParent(of: language, spellings: Self.languageSpellings(of: table))
    }

    /// ``fallbackParent(of:in:)`` with the table's ``languageSpellings(of:)``, worked out once for
    /// all its languages (normalizing every language of the table for each one was quadratic).
    func fallbackParent(of language: String, spellings: [String: String]) -> String? {
        let normalizedDevelopment = LanguageCode.normalize(developmentLanguage)
        for parent in LanguageCode.fallbacks(of: language).dropFirst() {
            if parent == normalizedDevelopment { return developmentLanguage }
            if let spelling = spellings[parent] { return spelling }
        }
        return nil
    }

    /// Each language of `table` by its normalized code; of two spellings of one code, the first in
    /// sorted order.
    static func languageSpellings(of table: Table) -> [String: String] {
        var spellings: [String: String] = [:]
        for language in table.languages.keys.sorted() {
            let code = LanguageCode.normalize(language)
            if spellings[code] == nil { spellings[code] = language }
        }
        return spellings
    }

    /// The severity of a coverage gap of `language` in `table`: an error where `requireComplete`
    /// asks for the language, else `severity`; a warning at most for an Interface Builder table
    /// (a missing object key shows the Base text).
    func coverageGapSeverity(
        _ severity: Diagnostic.Severity, language: String, table: String
    ) -> Diagnostic.Severity {
        if interfaceBuilderTables.contains(table) { return severity == .error ? .warning : severity }
        return configuration.requiresComplete(language) ? .error : severity
    }
}
