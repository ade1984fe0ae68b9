import LocaleCatalog
import LocaleCheck

extension ResolvedProject {
    /// `localekit lock`: records the translations of the project's scope (what its targets ship) in
    /// `localekit.lock`, each root read in the development language `check` compares it in (an Xcode
    /// project's development region included), and writes the file when its bytes change.
    public func updateLock() throws -> TranslationLock.Update {
        let scoped = scopedRoots()
        return try TranslationLock.update(
            roots: scoped.files, diagnostics: scoped.diagnostics, configuration: configuration
        ) { root, files in
            projectScope?.configuration(forRoot: root, files: files, base: configuration) ?? configuration
        }
    }
}
