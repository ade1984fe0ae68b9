import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// A command that writes from the project's catalog (`generate`, `compile`, `export`, `pseudo`,
/// `migrate`): it writes what the shipped app reads. A file Foundation refuses as a whole (a `syntax`
/// or `encoding` error) gives nothing to the outputs, with a note; every other problem is reported at
/// the project's severities (`rules`, `--rule`, `--strict`, as `check` reports it) and the outputs are
/// written. Only `generate` keeps its previous output when a development-language file is refused:
/// accessors made without it would drop keys the code calls.
///
/// ```swift
/// let write = try CatalogWrite.run(project) { try CatalogCompiler.compile($0, to: "Build") }
/// if write.result == nil { print("refused:", write.blocking) }
/// ```
public struct CatalogWrite<Output> {
    /// The catalog read, every file included.
    public var catalog: Catalog
    /// What the command reports: the readers' diagnostics at the project's severities, and a note for
    /// each refused file left out of the outputs.
    public var diagnostics: [Diagnostic]
    /// What the write produced; nil when it was refused.
    public var result: Output?
    /// The errors that refused the write (a refused development-language file, for `generate`).
    public var blocking: [Diagnostic]

    /// Whether a reported diagnostic is an error (the command then exits 1, written or not).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Loads `project`'s catalog and runs `write` on what the app reads of it.
    /// - Parameters:
    ///   - languages: `.development` when `write` uses only the development language (and `Base`), as
    ///     `generate` and `pseudo` do: the translations are then not read at all.
    ///   - keepsOutputForRefusedDevelopmentFile: refuse the write when a development-language file is
    ///     refused (`generate`).
    public static func run(
        _ project: ResolvedProject, languages: CatalogLoader.Languages = .all,
        keepsOutputForRefusedDevelopmentFile: Bool = false, _ write: (Catalog) throws -> Output
    ) rethrows -> CatalogWrite {
        let catalog = project.loadCatalog(languages: languages)
        let refused = RefusedFiles(catalog)
        let diagnostics = project.checker.readerDiagnostics(of: catalog) + refused.notes
        let blocking = keepsOutputForRefusedDevelopmentFile ? refused.developmentErrors : []
        guard blocking.isEmpty else {
            return CatalogWrite(catalog: catalog, diagnostics: diagnostics, result: nil, blocking: blocking)
        }
        let result = try write(refused.isEmpty ? catalog : catalog.removingEntries(fromFiles: refused.files))
        return CatalogWrite(catalog: catalog, diagnostics: diagnostics, result: result, blocking: [])
    }

    /// ``run(_:languages:keepsOutputForRefusedDevelopmentFile:_:)`` for a write that keeps the
    /// localization roots apart (`export`, `migrate --output-dir`, `pseudo`: an app's and its widget's
    /// `InfoPlist` are two tables); ``catalog`` then holds the diagnostics of every root.
    public static func runByRoot(
        _ project: ResolvedProject, languages: CatalogLoader.Languages = .all,
        _ write: ([(root: String, catalog: Catalog)]) throws -> Output
    ) rethrows -> CatalogWrite {
        let roots = project.loadCatalogsByRoot(languages: languages)
        var all = Catalog(developmentLanguage: roots[0].catalog.developmentLanguage)
        all.diagnostics = roots.flatMap(\.catalog.diagnostics)
        let checker = project.checker
        var diagnostics: [Diagnostic] = []
        var readable: [(root: String, catalog: Catalog)] = []
        for (root, catalog) in roots {
            let refused = RefusedFiles(catalog)
            diagnostics += checker.readerDiagnostics(of: catalog) + refused.notes
            readable.append((root, refused.isEmpty ? catalog : catalog.removingEntries(fromFiles: refused.files)))
        }
        return CatalogWrite(catalog: all, diagnostics: diagnostics, result: try write(readable), blocking: [])
    }
}
