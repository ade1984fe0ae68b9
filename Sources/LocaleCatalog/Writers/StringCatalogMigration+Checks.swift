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
