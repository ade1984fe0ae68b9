import Foundation
import LocalizationFormats

extension Diagnostic.Rule {
    /// `migrate`: one table name in several localization roots (an app and its widget), which one
    /// catalog would mix.
    public static let mixedRoots = Diagnostic.Rule("mixed-roots")
    /// `migrate`: a translator comment a String Catalog cannot hold (it has one comment per key).
    public static let droppedComment = Diagnostic.Rule("dropped-comment")
}

extension StringCatalogMigration {
    /// An error per table whose files of one language come from more than one localization root
    /// (``LocalizationRoot``): `App/en.lproj/Localizable.strings` and `Widget/en.lproj/Localizable.strings`
    /// are two tables, and one catalog would silently mix them. XLIFF files are not counted: an
    /// export holds one language per file and is meant to be merged.
    public static func mixedRoots(_ catalog: Catalog) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for name in catalog.tableNames {
            guard let table = catalog.tables[name] else { continue }
            for language in table.languages.keys.sorted() {
                let files = (table.languages[language]?.files ?? []).filter {
                    !$0.hasSuffix(".xliff") && !$0.hasSuffix(".xlf")
                }
                let roots = Array(Set(files.map(LocalizationRoot.of))).sorted()
                guard roots.count > 1, let file = files.first else { continue }
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .mixedRoots,
                        "table '\(name)' (\(language)) comes from \(roots.count) localization roots: "
                            + roots.map { "'\($0)'" }.joined(separator: ", ")
                            + "; migrate each root on its own (one catalog per root and table)",
                        at: SourceLocation(file: file)))
                break
            }
        }
        return diagnostics
    }

    /// A note per translator comment the catalogs will not hold: a key keeps the development
    /// language's comment (else the first one found), so a translation's own, different comment is dropped.
    public static func droppedComments(_ catalog: Catalog) -> [Diagnostic] {
        let catalog = catalog.withBaseAsDevelopmentLanguage()
        var diagnostics: [Diagnostic] = []
        for name in catalog.tableNames {
            guard let table = catalog.tables[name] else { continue }
            let languages = table.languages.keys.sorted(by: XcodeKeyOrder.precedes)
            // The comment `document` keeps: the development language's, else the first one.
            func kept(_ key: String) -> String? {
                table.languages[catalog.developmentLanguage]?.entries[key]?.comment
                    ?? languages.lazy.compactMap { table.languages[$0]?.entries[key]?.comment }.first
            }
            for language in languages {
                guard let languageTable = table.languages[language] else { continue }
                for key in languageTable.sortedKeys {
                    guard let entry = languageTable.entries[key], let comment = entry.comment, !comment.isEmpty,
                        comment != kept(key)
                    else { continue }
                    diagnostics.append(
                        Diagnostic(
                            .note, rule: .droppedComment,
                            "the \(language) comment of '\(key)' is not kept: a String Catalog holds one comment per key",
                            at: entry.location))
                }
            }
        }
        return diagnostics
    }
}

extension StringCatalogMigration {
    /// A note per value the catalogs will not hold: each `.strings` value of a key whose
    /// `.stringsdict` entry of the same language wins (`FoundationTableMerge`: the catalog holds one
    /// value per key and language, and gets the plural, which is what the app shows), and each
    /// `Base.lproj` table beside the development language's (``Catalog/unusedBaseTables()``).
    public static func droppedValues(_ catalog: Catalog) -> [Diagnostic] {
        var diagnostics = catalog.unusedBaseTables()
        for name in catalog.tableNames {
            guard let table = catalog.tables[name] else { continue }
            for language in table.languages.keys.sorted() {
                guard let languageTable = table.languages[language],
                    languageTable.entries.values.contains(where: \.isStringsDictRule)
                else { continue }
                for file in languageTable.files where PlainPath.lowercasedExtension(of: file) == "strings" {
                    diagnostics += shadowedValues(in: file, of: languageTable, table: name)
                }
            }
        }
        return diagnostics
    }

    /// The values of the `.strings` file at `file` that a `.stringsdict` entry of `languageTable` shadows.
    private static func shadowedValues(in file: String, of languageTable: LanguageTable, table: String)
        -> [Diagnostic]
    {
        guard case .success(let data) = FileReader.contents(of: file) else { return [] }
        let strings = StringsReader.read(data, file: file)
        guard !strings.isRefused else { return [] }
        return strings.entries.compactMap { entry in
            guard let winner = languageTable.entries[entry.key], winner.isStringsDictRule,
                winner.location.file != file
            else { return nil }
            let winnerFile = (winner.location.file as NSString).lastPathComponent
            return Diagnostic(
                .note, rule: .droppedValue,
                "the \(languageTable.language) .strings value of '\(entry.key)' ('\(entry.value)') is not migrated: "
                    + "the \(winnerFile) entry of the key wins over it in the app (Foundation merges the "
                    + ".stringsdict over the .strings), and a String Catalog holds one value per key and language",
                at: entry.keyLocation)
        }
    }
}
