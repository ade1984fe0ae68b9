import Foundation
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

extension ResolvedProject {
    /// Checks every localization root under ``paths`` with this project's ``checker``. A translation
    /// file named alone is checked against its reference, read beside it (``referencesOfNamedFiles()``).
    ///
    /// - Parameter changedFiles: ``paths`` are files changed in a commit (pre-commit mode): each
    ///   selects its whole root, and a commit that changes none checks nothing.
    /// - Throws: ``NoLocalizationFilesError`` when the paths hold no localization file at all (a
    ///   wrong folder, not a clean catalog).
    public func check(changedFiles: Bool = false) throws(NoLocalizationFilesError) -> CheckReport {
        var found = roots(changedFiles: changedFiles)
        if !changedFiles, found.files.isEmpty, found.diagnostics.isEmpty {
            throw NoLocalizationFilesError(paths: paths)
        }
        if !changedFiles {
            let references = referencesOfNamedFiles()
            if !references.isEmpty {
                found = CatalogRoots.find(paths + references, configuration: configuration)
            }
        }
        return checker.check(roots: found)
    }

    /// The development-language (and `Base`) versions, on disk beside it, of each translation file
    /// ``paths`` name without them (`de.lproj/Localizable.strings` → `en.lproj/Localizable.strings`
    /// and `.stringsdict`): a translation is only right or wrong against its reference, and without
    /// it every table would be `missing-table`.
    func referencesOfNamedFiles() -> [String] {
        let development = developmentLanguage ?? DevelopmentLanguage.fallback
        let named = Set(paths.map(CatalogRoots.normalized))
        var references: [String] = []
        for path in named.sorted() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                let (component, language) = LocalizationFolder.enclosing(path), language != development,
                language != "Base"
            else { continue }
            let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let table = ((parts.last ?? "") as NSString).deletingPathExtension
            let inside = parts[(component + 1)..<(parts.count - 1)]
            for folder in ["\(development).lproj", "Base.lproj"] {
                for name in ["\(table).strings", "\(table).stringsdict"] {
                    let candidate = (parts[..<component] + [folder] + inside + [name]).joined(separator: "/")
                    if !named.contains(candidate), FileManager.default.fileExists(atPath: candidate) {
                        references.append(candidate)
                    }
                }
            }
        }
        return references
    }
}
