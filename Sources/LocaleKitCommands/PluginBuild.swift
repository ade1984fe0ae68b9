import AccessorGeneration
import Foundation
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// One build step of the SwiftPM build-tool plugin: check a target's catalog and produce its
/// accessors and compiled tables, in one pass over the files (`localekit build-plugin`).
///
/// The catalog is every localization file of the target (filtered by the configuration's
/// `include`/`exclude`), checked as one: a SwiftPM target is one bundle. It follows `localekit.json`
/// exactly as `check` does (the ``ResolvedProject`` of the same ``Frontend``): rules and severities,
/// the usage rules over the target's Swift files, `localekit.lock` for `source-changed`, the
/// baseline, `strict`, and the generate options and template; only the rules that report notes do
/// not run (``Checker/reportsNotes``: a note never changes a build). The accessors and tables are produced
/// whenever the development language is sound, so code completion keeps working while a translation
/// has errors (which still fail the build).
///
/// ```swift
/// let project = try Frontend(CommandLineOptions(paths: files)).resolve()
/// let build = PluginBuild(files: files, project: project, accessorsFile: "/work/Greeter+LocaleKit.swift")
/// let written = try build.run().write()
/// ```
public struct PluginBuild: Sendable {
    /// The target's localization files.
    public var files: [String]
    /// The configuration, rules, lock and generate options that apply.
    public var project: ResolvedProject
    /// Where the generated Swift file goes.
    public var accessorsFile: String
    /// The compiled tables the plugin declared, each `…/<lang>.lproj/<Table>.strings` or `.stringsdict`:
    /// exactly ``contractTables``, which ``contractDifference`` checks before anything is written.
    public var tableFiles: [String]
    /// Xcode compiles the target's String Catalogs itself (an Xcode target's step): only the XLIFF
    /// tables are the step's to write.
    public var stringCatalogsCompiledElsewhere: Bool

    public init(
        files: [String], project: ResolvedProject, accessorsFile: String, tableFiles: [String] = [],
        stringCatalogsCompiledElsewhere: Bool = false
    ) {
        self.files = files
        self.project = project
        self.accessorsFile = accessorsFile
        self.tableFiles = tableFiles
        self.stringCatalogsCompiledElsewhere = stringCatalogsCompiledElsewhere
    }

    /// The tables this step writes, as `de.lproj/Menu.strings`: ``LocalizationOutputs`` of its files,
    /// the function the plugin declared its outputs with, so the two agree by construction.
    public var contractTables: [String] {
        LocalizationOutputs.tables(
            of: files.map { URL(fileURLWithPath: $0) },
            stringCatalogsCompiledElsewhere: stringCatalogsCompiledElsewhere,
            // An unreadable file compiles to nothing here; the check reports it at its path.
            read: { FileManager.default.contents(atPath: $0.path) ?? Data() })
    }

    /// The declared tables the contract does not give (`declaredOnly`) and those it gives that were not
    /// declared (`undeclared`): both empty unless the plugin and the tool come from different versions.
    /// A step that declares no table at all (a direct run, as the benchmarks make) writes none and
    /// differs from nothing.
    public var contractDifference: (declaredOnly: [String], undeclared: [String]) {
        guard !tableFiles.isEmpty else { return ([], []) }
        let declared = Set(tableFiles.map(Self.relativeTable))
        let contract = Set(contractTables)
        return (declared.subtracting(contract).sorted(), contract.subtracting(declared).sorted())
    }

    /// `de.lproj/Menu.strings` for `…/Resources/de.lproj/Menu.strings`.
    static func relativeTable(_ path: String) -> String {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return folder + "/" + (path as NSString).lastPathComponent
    }

    /// What a run found and would write.
    public struct Result: Sendable {
        /// Findings before the check's: the roots' (files the configuration cannot place).
        public var leadingDiagnostics: [Diagnostic] = []
        /// The check's findings, kept as the report (a real catalog's tens of thousands of
        /// `missing-translation` warnings are printed from it without a ``Diagnostic`` each).
        public var report: CheckReport?
        /// Findings after the check's: the generator's warnings or error.
        public var trailingDiagnostics: [Diagnostic] = []
        /// Path → contents; empty when the development language has an error.
        public var outputs: [(path: String, data: Data)] = []

        /// Every finding, in output order.
        public var diagnostics: [Diagnostic] {
            leadingDiagnostics + (report?.findings.map(\.diagnostic) ?? []) + trailingDiagnostics
        }

        public var hasErrors: Bool {
            (leadingDiagnostics + trailingDiagnostics).contains { $0.severity == .error }
                || (report?.count(.error) ?? 0) > 0
        }

        /// Writes every output whose bytes changed (so a no-op build recompiles nothing).
        /// - Returns: the paths written.
        public func write() throws -> [String] {
            let changed = try AtomicFileWriter.write(outputs)
            return zip(outputs, changed).filter(\.1).map(\.0.path)
        }
    }

    /// Loads and checks the catalog, then renders the outputs from what the app reads, unless Foundation
    /// refuses a development-language file (every other error is reported, and the outputs are still
    /// produced).
    public func run() -> Result {
        // The project's scope, as every command reads it (an Xcode target's: what it ships).
        let roots = project.scopedRoots()
        let selected = roots.files.values.flatMap { $0 }.sorted()
        let root = roots.files.count == 1 ? roots.files.keys.first ?? "." : Self.commonFolder(of: selected)
        var checker = project.checker
        checker.reportsNotes = false
        checker.orderedMissingTranslationsPerTable = MissingTranslationRule.keysNamedInSummary
        checker.lock = project.lock.map { Self.lock($0, asOneRoot: root, roots: Array(roots.files.keys)) }
        let (report, accessors) = checkAndGenerate(selected, root: root, checker: checker)
        var result = Result(leadingDiagnostics: roots.diagnostics, report: report)
        // What the app reads is written (as `CatalogWrite` does), unless Foundation refuses a development
        // file: accessors made without it would drop keys the code calls.
        let refused = RefusedFiles(accessors.catalog)
        guard !roots.diagnostics.contains(where: { $0.severity == .error }), refused.developmentErrors.isEmpty else {
            return result
        }
        let readable = refused.isEmpty ? accessors.catalog : accessors.catalog.removingEntries(fromFiles: refused.files)
        switch accessors.generated {
        case .success(let generated):
            result.trailingDiagnostics = generated.diagnostics
            result.outputs = [(path: accessorsFile, data: Data(generated.code.utf8))] + tables(of: readable)
        case .failure(let error as GenerationError):
            result.trailingDiagnostics = error.diagnostics
        case .failure(let error):
            let location = SourceLocation(file: accessorsFile)
            result.trailingDiagnostics = [Diagnostic(.error, rule: .generate, "\(error)", at: location)]
        }
        return result
    }

    /// The catalog the outputs come from, and its accessors (or why they could not be generated).
    typealias Accessors = (catalog: Catalog, generated: Swift.Result<CodeGenerator.Output, any Error>)

    /// The check's report of `files`, and their accessors.
    private func checkAndGenerate(
        _ files: [String], root: String, checker: Checker
    ) -> (CheckReport, Accessors) {
        // The accessors are made while the check runs (and dropped if it finds the development
        // language broken): the step waits for the longer of the two, not their sum.
        guard tableFiles.isEmpty && checker.streams(files) else {
            let catalog = CatalogLoader(developmentLanguage: project.developmentLanguage).load(files)
            return ConcurrentMap.both({ checker.check(catalog, root: root) }, { generate(catalog) })
        }
        // `.strings` and `.stringsdict` alone, no table to compile: checked a table and a language at
        // a time as `check` reads them, and only the development language (with Base) loaded for the
        // accessors, so a step's cost does not grow with the translations.
        return ConcurrentMap.both(
            { checker.check(files: files, root: root) },
            {
                generate(
                    CatalogLoader(developmentLanguage: project.developmentLanguage, languages: .development).load(files)
                )
            })
    }

    private func generate(_ catalog: Catalog) -> Accessors {
        (
            catalog,
            Swift.Result {
                try CodeGenerator(options: project.generation, template: project.template).generate(catalog)
            }
        )
    }

    /// The lock's records of every root of the target as records of the one root the plugin
    /// checks (`localekit lock` records each localization root apart).
    static func lock(_ lock: TranslationLock, asOneRoot root: String, roots: [String]) -> TranslationLock {
        var merged = TranslationLock(directory: lock.directory)
        let id = lock.rootID(root)
        for found in roots {
            for (table, keys) in lock.roots[lock.rootID(found)] ?? [:] {
                merged.roots[id, default: [:]][table, default: [:]].merge(keys) { $1 }
            }
        }
        return merged
    }

    /// The declared tables: each one the catalog has, or an empty table (SwiftPM expects every
    /// declared output to exist).
    func tables(of catalog: Catalog) -> [(path: String, data: Data)] {
        // Only the declared tables (and the development tables they may stand for) are rendered.
        let wanted = Set(
            tableFiles.flatMap { path in
                let key = Self.tableKey(path)
                let development = Self.developmentTableKey(for: key, developmentLanguage: catalog.developmentLanguage)
                return [key, development].compactMap { $0.map { ($0 as NSString).deletingPathExtension } }
            })
        let rendered = CatalogCompiler.tableFiles(catalog) { language, table in
            wanted.contains((Self.tableKey("\(language).lproj/\(table).strings") as NSString).deletingPathExtension)
        }
        let compiled = Dictionary(
            rendered.map { (Self.tableKey($0.path), $0.data) },
            uniquingKeysWith: { a, _ in a })
        return tableFiles.map { path in
            let empty = path.hasSuffix(".stringsdict") ? StringsDictWriter.data([]) : StringsWriter.data([])
            let key = Self.tableKey(path)
            // An XLIFF targeting `en-US` in an `en` project holds the development language (read as
            // `en`); the plugin declared `en-US.lproj` from its header, so that folder gets en's table.
            let development = Self.developmentTableKey(for: key, developmentLanguage: catalog.developmentLanguage)
            return (path, compiled[key] ?? development.flatMap { compiled[$0] } ?? empty)
        }
    }

    /// `en/Menu.strings` for `en-US/Menu.strings` when `en-US` is another spelling of the development
    /// language `en`; nil otherwise.
    static func developmentTableKey(for key: String, developmentLanguage: String) -> String? {
        guard let slash = key.firstIndex(of: "/") else { return nil }
        let language = String(key[..<slash])
        guard language != developmentLanguage, LanguageCode.isSameLanguage(language, developmentLanguage) else {
            return nil
        }
        return developmentLanguage + key[slash...]
    }

    /// `de/Menu.strings` for `…/de.lproj/Menu.strings` (language normalized as the loader does).
    static func tableKey(_ path: String) -> String {
        guard let folder = LocalizationFolder.enclosing(path) else { return path }
        return "\(folder.language)/\((path as NSString).lastPathComponent)"
    }

    /// The deepest folder that holds every file.
    static func commonFolder(of files: [String]) -> String {
        guard var common = files.first.map({ ($0 as NSString).deletingLastPathComponent }) else { return "." }
        for file in files.dropFirst() {
            while !common.isEmpty, !(file.hasPrefix(common + "/")) {
                common = (common as NSString).deletingLastPathComponent
            }
        }
        return common.isEmpty ? "." : common
    }
}

extension Diagnostic.Rule {
    /// The generator failed (a template problem) during a plugin build.
    public static let generate = Diagnostic.Rule("generate")
}
