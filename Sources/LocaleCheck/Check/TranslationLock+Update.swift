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
        let file = file(for: configuration)
        var lock =
            try load(file: file) ?? TranslationLock(directory: (file as NSString).deletingLastPathComponent)
        let roots = CatalogRoots.find(paths, configuration: configuration)
        let loader = CatalogLoader(developmentLanguage: configuration.developmentLanguage)
        for root in roots.files.keys.sorted() {
            let catalog = loader.load(roots.files[root] ?? [])
            lock.record(CheckContext(catalog: catalog, root: root, configuration: configuration))
        }
        let changed = try AtomicFileWriter.write(Data(lock.json().utf8), to: file)
        return Update(file: file, lock: lock, changed: changed, diagnostics: roots.diagnostics)
    }
}
