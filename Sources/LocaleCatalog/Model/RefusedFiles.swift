import LocalizationFormats

/// The files of a catalog that Foundation refuses as a whole (a `syntax` or `encoding` error, see
/// `refusesFile`): the shipped app reads none of their strings, so a command writes nothing from them.
package struct RefusedFiles: Sendable {
    /// The refused files, as the catalog names them.
    package var files: Set<String>
    /// The errors of the refused files of the development language (or `Base`).
    package var developmentErrors: [Diagnostic]

    package var isEmpty: Bool { files.isEmpty }

    package init(_ catalog: Catalog) {
        let byFile = Dictionary(grouping: catalog.diagnostics) { $0.location?.file ?? "" }
        files = Set(byFile.filter { !$0.key.isEmpty && $0.value.refusesFile }.keys)
        var development: Set<String> = []
        if !files.isEmpty {
            for table in catalog.tables.values {
                guard let reference = table.reference(developmentLanguage: catalog.developmentLanguage) else {
                    continue
                }
                development.formUnion(reference.files.filter(files.contains))
            }
        }
        developmentErrors = development.sorted().flatMap { file in
            (byFile[file] ?? []).filter { $0.severity == .error }
        }
    }

    /// One note per refused file: what the outputs leave out.
    package var notes: [Diagnostic] {
        files.sorted().map { file in
            Diagnostic(
                .note, rule: .syntax,
                "nothing is written from this file: Foundation refuses it as a whole, so the app has none of its strings",
                at: SourceLocation(file: file))
        }
    }
}

extension Catalog {
    /// The catalog without the entries read from `files` (their tables and languages stay).
    package func removingEntries(fromFiles files: Set<String>) -> Catalog {
        var catalog = self
        for (name, table) in tables {
            for (language, languageTable) in table.languages where languageTable.files.contains(where: files.contains) {
                catalog.tables[name]?.languages[language]?.entries = languageTable.entries.filter {
                    !files.contains($0.value.location.file)
                }
            }
        }
        return catalog
    }
}
