import Foundation
import LocaleCatalog
import LocalizationFormats

extension TranslationLock {
    /// What `localekit lock` did.
    public struct Update: Sendable {
        /// The lock file's path.
        public var file: String
        /// The lock as written.
        public var lock: TranslationLock
        /// Whether the file's bytes changed (it is written only then).
        public var changed: Bool
        /// Paths that could not be read.
        public var diagnostics: [Diagnostic]
    }

    /// Where `configuration`'s lock lives: beside its `localekit.json`, else in the working folder.
    public static func file(for configuration: LocaleKitConfiguration) -> String {
        configuration.resolve(fileName)
    }

    /// Records the current translations of every root under `paths` in the lock beside the
    /// configuration (other roots' records are kept) and writes it when its bytes change.
    ///
    /// ```swift
    /// let update = try TranslationLock.update(paths: ["Resources"], configuration: configuration)
    /// ```
    public static func update(paths: [String], configuration: LocaleKitConfiguration) throws -> Update {
        let roots = CatalogRoots.find(paths, configuration: configuration)
        return try update(roots: roots.files, diagnostics: roots.diagnostics, configuration: configuration)
    }

    /// ``update(paths:configuration:)`` of roots already found (a project's scope), each read with the
    /// configuration `rootConfiguration` gives it (an Xcode project's development region, so that the
    /// lock hashes the values `check` compares).
    public static func update(
        roots: [String: [String]], diagnostics: [Diagnostic], configuration: LocaleKitConfiguration,
        rootConfiguration: ((_ root: String, _ files: [String]) -> LocaleKitConfiguration)? = nil
    ) throws -> Update {
        let file = file(for: configuration)
        var lock =
            try load(file: file) ?? TranslationLock(directory: (file as NSString).deletingLastPathComponent)
        for root in roots.keys.sorted() {
            let files = roots[root] ?? []
            let rootConfiguration = rootConfiguration?(root, files) ?? configuration
            let catalog = CatalogLoader(developmentLanguage: rootConfiguration.developmentLanguage).load(files)
            lock.record(CheckContext(catalog: catalog, root: root, configuration: rootConfiguration))
        }
        let changed = try AtomicFileWriter.write(Data(lock.json().utf8), to: file)
        return Update(file: file, lock: lock, changed: changed, diagnostics: diagnostics)
    }
}
