import LocaleCatalog
import LocalizationFormats

/// A command that writes from the project's catalog (`generate`, `compile`, `export`, `pseudo`,
/// `migrate`): it refuses only for errors in what it writes. Every output is made from the
/// development language, so its errors stop the write; a translation's errors are reported and
/// the outputs are still written.
///
/// ```swift
/// let write = try CatalogWrite.run(project) { try CatalogCompiler.compile($0, to: "Build") }
/// if write.result == nil { print("refused:", write.blocking) }
/// ```
public struct CatalogWrite<Output> {
    /// The catalog read (its diagnostics are what the command reports).
    public var catalog: Catalog
    /// What the write produced; nil when it was refused.
    public var result: Output?
    /// The errors that refused the write (the development language's).
    public var blocking: [Diagnostic]

    /// Whether any reader reported an error (the command then exits 1, written or not).
    public var hasErrors: Bool { catalog.diagnostics.contains { $0.severity == .error } }

    /// Loads `project`'s catalog and runs `write` on it unless the development language has an error.
    /// - Parameter languages: `.development` when `write` uses only the development language (and
    ///   `Base`), as `generate` and `pseudo` do: the translations are then not read at all.
    public static func run(
        _ project: ResolvedProject, languages: CatalogLoader.Languages = .all, _ write: (Catalog) throws -> Output
    ) rethrows -> CatalogWrite {
        let catalog = project.loadCatalog(languages: languages)
        let blocking = ResolvedProject.developmentErrors(in: catalog)
        guard blocking.isEmpty else { return CatalogWrite(catalog: catalog, result: nil, blocking: blocking) }
        return CatalogWrite(catalog: catalog, result: try write(catalog), blocking: [])
    }
}
