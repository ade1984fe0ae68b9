/// The one reading of `.lproj` folders, shared by the loader, the root finder, the plugin and the
/// runtime: a folder named `<code>.lproj` (the suffix as written, as CoreFoundation's bundle code
/// compares it) holds language `<code>`, normalized (`zh_Hans` → `zh-Hans`); a file belongs to its
/// nearest enclosing such folder.
public enum LocalizationFolder {
    public static let suffix = ".lproj"

    /// `de` for `de.lproj`; nil for a folder that is not a localization folder (or is just `.lproj`).
    public static func language(ofFolder name: some StringProtocol) -> String? {
        guard name.hasSuffix(suffix), name.utf8.count > suffix.utf8.count else { return nil }
        return LanguageCode.normalize(String(name.dropLast(suffix.count)))
    }

    /// The index, among `path`'s `/`-separated components, of the nearest folder above the file that
    /// is a localization folder, and its language.
    public static func enclosing(_ path: String) -> (component: Int, language: String)? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for index in components.indices.reversed() {
            if let language = language(ofFolder: components[index]) { return (index, language) }
        }
        return nil
    }

    /// The language of the file at `path`: its nearest enclosing `.lproj` folder's; nil outside one.
    public static func language(ofFile path: String) -> String? {
        enclosing(path)?.language
    }
}
