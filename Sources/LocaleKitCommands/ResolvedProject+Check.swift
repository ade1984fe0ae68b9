import LocaleCatalog
import LocaleCheck

extension ResolvedProject {
    /// Checks every localization root under ``paths`` with this project's ``checker``.
    ///
    /// - Parameter changedFiles: ``paths`` are files changed in a commit (pre-commit mode): each
    ///   selects its whole root, and a commit that changes none checks nothing.
    /// - Throws: ``NoLocalizationFilesError`` when the paths hold no localization file at all (a
    ///   wrong folder, not a clean catalog).
    public func check(changedFiles: Bool = false) throws(NoLocalizationFilesError) -> CheckReport {
        let found = roots(changedFiles: changedFiles)
        if !changedFiles, found.files.isEmpty, found.diagnostics.isEmpty {
            throw NoLocalizationFilesError(paths: paths)
        }
        return checker.check(roots: found)
    }
}
