import Foundation
import LocalizationFormats

/// Translators' XLIFF merged into the files a project already has: `.strings` and `.stringsdict`
/// edited in place (`StringsFileEditor`, `StringsDictFileEditor`), String Catalogs through
/// ``StringCatalogDocument``, a missing table written as a new `<lang>.lproj/<Table>.strings`.
///
/// Two steps, so that the caller can reject units first (`ImportValidation` runs the check rules on
/// ``validationCatalog``):
///
/// ```swift
/// let incoming = XLIFFImport.read(xliffs: ["de.xliff"], project: ".", developmentLanguage: "en")
/// let plan = incoming.plan(rejecting: [])
/// try AtomicFileWriter.write(plan.files)
/// ```
public struct XLIFFImport: Sendable {
    /// One value the import adds or changes.
    public struct Change: Sendable, Hashable {
        /// The table of the value.
        public var table: String
        /// The language of the value.
        public var language: String
        /// The key of the value.
        public var key: String
        /// Whether the key was not in the file before (added rather than changed).
        public var isNew: Bool
        /// The file the value is written to.
        public var path: String
    }

    /// Which key of which table in which language.
    public struct UnitID: Sendable, Hashable {
        /// The table.
        public var table: String
        /// The language (normalized code).
        public var language: String
        /// The key.
        public var key: String

        /// The unit of `key` in `table` and `language`.
        public init(table: String, language: String, key: String) {
            self.table = table
            self.language = language
            self.key = key
        }
    }

    /// What the files become: only those whose bytes change, and every value added or changed.
    public struct Plan: Sendable {
        /// The files to write and their new bytes, only those that change.
        public var files: [(path: String, data: Data)] = []
        /// Every value added or changed.
        public var changes: [Change] = []
        /// Units refused (a broken placeholder or plural) and other problems, located in the XLIFF.
        public var diagnostics: [Diagnostic] = []
    }

    /// The translations of one XLIFF `<file>`: one table in one target language.
    public struct IncomingFile: Sendable {
        /// The `<file original>`: the project file the translations belong to.
        public var original: String
        /// The table the `<file>` translates.
        public var table: String
        /// The `<file>`'s target language.
        public var language: String
        /// Located in the XLIFF (the unit, its target).
        public var entries: [Entry]
    }

    /// The translations the XLIFF files hold (their target languages only), by `<file>`.
    public var files: [IncomingFile]
    /// What the XLIFF reader reported.
    public var diagnostics: [Diagnostic]
    /// The project's `.strings`, `.stringsdict` and `.xcstrings`.
    public var project: Catalog
    /// With several localization roots (an app and its widget), each root's own catalog: a `<file>`
    /// whose `original` names a root's folder (`Widget/en.lproj/InfoPlist.strings`) goes into that root.
    public var roots: [String: Catalog] = [:]

    /// Reads the XLIFF files and the project's files under `project`.
    /// - Parameters:
    ///   - xliffs: the XLIFF files translators sent back.
    ///   - path: the folder of the project's localization files.
    ///   - developmentLanguage: the project's, or `nil` to decide it from the files as every
    ///     other command does (``DevelopmentLanguage``).
    public static func read(xliffs: [String], project path: String, developmentLanguage: String?) -> XLIFFImport {
        let found = LocalizationFileFinder.find(under: path)
        return read(
            xliffs: xliffs, projectFiles: found.files, diagnostics: found.diagnostics,
            developmentLanguage: developmentLanguage)
    }

    /// Reads the XLIFF files and the project's `projectFiles` (the files its scope selects: include and
    /// exclude globs, the Xcode targets), with the `diagnostics` of finding them.
    public static func read(
        xliffs: [String], projectFiles files: [String], diagnostics found: [Diagnostic], developmentLanguage: String?
    ) -> XLIFFImport {
        let projectFiles = files.filter {
            !["xliff", "xlf"].contains(LocalizationFileFinder.lowercasedExtension(of: $0))
        }
        let loader = CatalogLoader(developmentLanguage: developmentLanguage)
        var project = loader.load(projectFiles)
        project.diagnostics += found
        let byRoot = Dictionary(grouping: projectFiles, by: LocalizationRoot.of)
        let roots = byRoot.count > 1 ? byRoot.mapValues { loader.load($0) } : [:]
        var files: [IncomingFile] = []
        var diagnostics: [Diagnostic] = []
        for xliff in xliffs {
            guard let data = FileManager.default.contents(atPath: xliff) else {
                diagnostics.append(
                    Diagnostic(.error, rule: .io, "cannot read the file", at: SourceLocation(file: xliff)))
                continue
            }
            let (document, problems) = XLIFFReader.document(data, path: xliff)
            diagnostics += problems
            for file in document?.files ?? [] {
                // One `<file>` at a time: two files of one table (two packages' `Localizable`) stay apart.
                let fragment = XLIFFFragmentBuilder.fragment(XLIFFDocument(files: [file]), path: xliff, diagnostics: [])
                diagnostics += fragment.diagnostics
                let units = fragment.units.filter {
                    !$0.isSourceCopy && !LanguageCode.isSameLanguage($0.language, project.developmentLanguage)
                }
                for (origin, group) in Dictionary(grouping: units, by: { [$0.table, $0.language] }) {
                    files.append(
                        IncomingFile(
                            original: file.original, table: origin[0], language: origin[1], entries: group.map(\.entry))
                    )
                }
            }
        }
        return XLIFFImport(files: files, diagnostics: diagnostics, project: project, roots: roots)
    }

    /// The catalog an incoming `<file>` goes into: its root's, when its `original` names one.
    private func catalog(for original: String) -> Catalog {
        XLIFFOriginal.root(for: original, among: Array(roots.keys)).flatMap { roots[$0] } ?? project
    }

    /// The project's development-language entries plus the incoming translations that differ from the
    /// project's: what the check rules see to decide which units break a placeholder or plural rule (a
    /// value the project already has is not the translator's to answer for, and is not written).
    public var validationCatalog: Catalog {
        var catalog = Catalog(developmentLanguage: project.developmentLanguage)
        for file in files {
            var table = catalog.tables[file.table] ?? Table(name: file.table)
            if let reference = project.referenceTable(file.table) {
                table.languages[reference.language] = reference
            }
            let existing = project.tables[file.table]?.languages[file.language]?.entries ?? [:]
            for entry in file.entries {
                if let current = existing[entry.key], TableTarget.sameText(current.translation, entry.translation) {
                    continue
                }
                table.languages[file.language, default: LanguageTable(language: file.language)].entries[entry.key] =
                    entry
            }
            catalog.tables[file.table] = table
        }
        return catalog
    }

    /// The files to write and the values changed, without the `rejected` units.
    public func plan(rejecting rejected: Set<UnitID>) -> Plan {
        var plan = Plan()
        var catalogs: [String: StringCatalogDocument] = [:]
        for file in files.sorted(by: { ($0.original, $0.language) < ($1.original, $1.language) }) {
            let entries = file.entries.filter {
                !rejected.contains(UnitID(table: file.table, language: file.language, key: $0.key))
            }
            var target = TableTarget(
                project: catalog(for: file.original), table: file.table, language: file.language,
                original: file.original)
            target.add(entries, catalogs: &catalogs, plan: &plan)
        }
        for (path, document) in catalogs.sorted(by: { $0.key < $1.key }) {
            plan.files.append((path, StringCatalogWriter.data(document)))
        }
        let current = plan.files.filter { FileManager.default.contents(atPath: $0.path) != $0.data }
        plan.files = current
        return plan
    }
}

extension XLIFFImport.Plan {
    /// One line per file written, then per language the values added and changed, then the total.
    public func summary(dryRun: Bool) -> [String] {
        var lines = files.map { (dryRun ? "would write " : "wrote ") + $0.path }
        let byLanguage = Dictionary(grouping: changes, by: \.language)
        for language in byLanguage.keys.sorted() {
            let changes = byLanguage[language] ?? []
            let added = changes.count { $0.isNew }
            lines.append("\(language): \(added) added, \(changes.count - added) changed")
        }
        lines.append(
            "\(files.count) file\(files.count == 1 ? "" : "s") \(dryRun ? "would change" : "changed"), \(changes.count) value\(changes.count == 1 ? "" : "s")"
        )
        return lines
    }
}
