import Foundation
import LocalizationFormats

/// The files of one table in one language that an import writes into: the language's `.strings` and
/// `.stringsdict` (or new ones beside the development language's `.lproj`), or the table's catalog.
struct TableTarget {
    let project: Catalog
    let table: String
    let language: String
    /// The XLIFF `<file original>` the translations come from (a project-relative path).
    let original: String
    /// The project's entries of this table in this language, and in the development language.
    let existing: [String: Entry]
    let reference: LanguageTable?

    init(project: Catalog, table: String, language: String, original: String) {
        self.project = project
        self.original = original
        self.table = table
        self.language = language
        existing = project.tables[table]?.languages[language]?.entries ?? [:]
        reference = project.referenceTable(table)
    }

    /// Adds the entries that differ from the project's to the plan: each goes to the file that holds
    /// its key (the development language's file decides for a new key).
    mutating func add(
        _ entries: [Entry], catalogs: inout [String: StringCatalogDocument], plan: inout XLIFFImport.Plan
    ) {
        let changed = entries.filter { entry in
            existing[entry.key].map { !Self.sameText($0.translation, entry.translation) } ?? true
        }
        .sorted { order($0.key) < order($1.key) }
        var texts: [String: [Entry]] = [:]
        var plurals: [String: [Entry]] = [:]
        for entry in changed {
            let catalogPaths = catalogFiles(for: entry.key, catalogs: &catalogs, plan: &plan)
            guard catalogPaths.isEmpty else {
                for path in catalogPaths { addToCatalog([entry], path: path, catalogs: &catalogs, plan: &plan) }
                continue
            }
            if case .plural = entry.translation {
                plurals[path(for: entry.key, extension: "stringsdict"), default: []].append(entry)
            } else {
                texts[path(for: entry.key, extension: "strings"), default: []].append(entry)
            }
        }
        for (path, entries) in texts.sorted(by: { $0.key < $1.key }) { addTexts(entries, path: path, plan: &plan) }
        for (path, entries) in plurals.sorted(by: { $0.key < $1.key }) { addPlurals(entries, path: path, plan: &plan) }
    }

    /// The String Catalogs of this table that hold `key` (else the one the development language's entry
    /// comes from); none when the key lives in `.strings`/`.stringsdict` files.
    private func catalogFiles(
        for key: String, catalogs: inout [String: StringCatalogDocument], plan: inout XLIFFImport.Plan
    ) -> [String] {
        let home = reference?.entries[key]?.location.file ?? existing[key]?.location.file
        var candidates = (reference?.files ?? []).filter { $0.hasSuffix(".xcstrings") }
        // The catalog the XLIFF names, when the project has it (Xcode writes project-relative paths).
        let named = candidates.filter { $0 == original || $0.hasSuffix("/" + original) }
        if !named.isEmpty {
            candidates = named
        } else {
            guard let home, home.hasSuffix(".xcstrings") else { return [] }
        }
        var holding: [String] = []
        for path in candidates {
            if catalogs[path] == nil {
                guard let data = FileManager.default.contents(atPath: path),
                    let document = try? StringCatalogDocument(data: data, path: path)
                else {
                    cannotEdit(path, plan: &plan)
                    continue
                }
                catalogs[path] = document
            }
            if catalogs[path]?.contains(key: key) == true { holding.append(path) }
        }
        if !named.isEmpty { return named.filter { catalogs[$0] != nil } }
        return holding.isEmpty ? home.map { [$0] } ?? [] : holding
    }

    /// The file of this language that holds (or will hold) `key`: the one it is read from, else the one
    /// beside the development language's file of the key, else a new `<lang>.lproj/<Table>.<ext>` there.
    private func path(for key: String, extension ext: String) -> String {
        if let file = existing[key]?.location.file, LocalizationFileFinder.lowercasedExtension(of: file) == ext {
            return file
        }
        let languageFiles = (project.tables[table]?.languages[language]?.files ?? []).filter {
            LocalizationFileFinder.lowercasedExtension(of: $0) == ext
        }
        let referenceFile = reference?.entries[key]?.location.file ?? reference?.files.first
        guard let referenceFile, referenceFile.contains(".lproj/") else {
            return languageFiles.last ?? "\(language).lproj/\(table).\(ext)"
        }
        let root = Self.root(of: referenceFile)
        return languageFiles.last { Self.root(of: $0) == root }
            ?? (root as NSString).appendingPathComponent("\(language).lproj/\(table).\(ext)")
    }

    /// The folder that holds a file's `.lproj` folder.
    private static func root(of path: String) -> String {
        ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    }

    /// Whether two translations show the same texts (where they were read does not count).
    static func sameText(_ lhs: Translation, _ rhs: Translation) -> Bool {
        switch (lhs, rhs) {
        case (.text(let left), .text(let right)): return left == right
        case (.plural(let left), .plural(let right)):
            return left.format == right.format && left.variables.count == right.variables.count
                && left.variables.allSatisfy { right.variable(named: $0.name)?.forms == $0.forms }
        default: return false
        }
    }

    /// Where a key stands in the development language's file (new keys are appended in that order).
    private func order(_ key: String) -> (Int, Int, String) {
        guard let location = reference?.entries[key]?.location else { return (Int.max, 0, key) }
        return (location.line, location.column, key)
    }

    private func record(_ entries: [Entry], path: String, plan: inout XLIFFImport.Plan) {
        plan.changes += entries.map {
            XLIFFImport.Change(
                table: table, language: language, key: $0.key, isNew: existing[$0.key] == nil, path: path)
        }
    }

    private func cannotEdit(_ path: String, plan: inout XLIFFImport.Plan) {
        plan.diagnostics.append(
            Diagnostic(
                .error, rule: .import, "cannot edit this file in place (encoding or markup); nothing imported into it",
                at: SourceLocation(file: path)))
    }

    private func addTexts(_ entries: [Entry], path: String, plan: inout XLIFFImport.Plan) {
        var changes: [String: String] = [:]
        var additions: [StringsFileEditor.Addition] = []
        for entry in entries {
            guard case .text(let value) = entry.translation else { continue }
            if existing[entry.key]?.location.file == path {
                changes[entry.key] = value
            } else {
                let comment = entry.comment ?? reference?.entries[entry.key]?.comment
                additions.append(.init(key: entry.key, value: value, comment: comment))
            }
        }
        if let data = FileManager.default.contents(atPath: path) {
            guard let edited = StringsFileEditor.edit(data, path: path, changes: changes, additions: additions) else {
                return cannotEdit(path, plan: &plan)
            }
            plan.files.append((path, edited))
        } else {
            plan.files.append((path, StringsFileEditor.newFile(additions)))
        }
        record(entries, path: path, plan: &plan)
    }

    private func addPlurals(_ entries: [Entry], path: String, plan: inout XLIFFImport.Plan) {
        var changes: [String: PluralTranslation] = [:]
        var additions: [(key: String, plural: PluralTranslation)] = []
        for entry in entries {
            guard case .plural(let plural) = entry.translation else { continue }
            if case .plural = existing[entry.key]?.translation, existing[entry.key]?.location.file == path {
                changes[entry.key] = plural
            } else {
                additions.append((entry.key, plural))
            }
        }
        if let data = FileManager.default.contents(atPath: path) {
            guard let edited = StringsDictFileEditor.edit(data, path: path, changes: changes, additions: additions)
            else { return cannotEdit(path, plan: &plan) }
            plan.files.append((path, edited))
        } else {
            plan.files.append((path, StringsDictWriter.data(additions)))
        }
        record(entries, path: path, plan: &plan)
    }

    private func addToCatalog(
        _ entries: [Entry], path: String, catalogs: inout [String: StringCatalogDocument], plan: inout XLIFFImport.Plan
    ) {
        guard catalogs[path] != nil else { return }
        for entry in entries {
            let state = CatalogState.from(entry.state)
            switch entry.translation {
            case .text(let value):
                catalogs[path]?.setText(value, state: state, key: entry.key, language: language)
            case .plural(let plural):
                for variable in plural.variables {
                    setForms(variable, of: plural, state: state, key: entry.key, in: &catalogs[path])
                }
                if plural.format != "%#@plural@" {
                    catalogs[path]?.setText(plural.format, state: state, key: entry.key, language: language)
                }
            }
        }
        record(entries, path: path, plan: &plan)
    }

    /// One variable's forms: the whole string's `variations.plural`, or a substitution (its counted
    /// argument, `%N$lld` when read, written `%arg` again, with `argNum` and `formatSpecifier`).
    private func setForms(
        _ variable: PluralVariable, of plural: PluralTranslation, state: String, key: String,
        in document: inout StringCatalogDocument?
    ) {
        guard plural.format != "%#@\(variable.name)@" || variable.name != PluralAssembler.catalogPluralVariable else {
            for (category, form) in variable.forms {
                document?.setPluralForm(form, state: state, category: category, key: key, language: language)
            }
            return
        }
        let argument =
            document?.substitutionArgument(variable.name, key: key, language: language)
            ?? plural.variablePositions[variable.name]
        let specifier = variable.valueType ?? SubstitutionArgument.defaultSpecifier
        document?.setSubstitution(
            variable.name, argument: argument, formatSpecifier: specifier, key: key, language: language)
        for (category, form) in variable.forms {
            let text = SubstitutionArgument.collapse(form, argument: argument, specifier: specifier)
            document?.setPluralForm(
                text, state: state, category: category, key: key, language: language, substitution: variable.name)
        }
    }
}
