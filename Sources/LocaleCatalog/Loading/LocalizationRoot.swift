import LocalizationFormats

/// The localization root of a file: the folder that holds its `<language>.lproj` folder, else the
/// file's own folder (a String Catalog, an XLIFF). Files of one root belong to one bundle; two roots
/// with a table of the same name (an app and its widget, both `Localizable`) are different tables.
public enum LocalizationRoot {
    /// `App/Resources/en.lproj/Localizable.strings` → `App/Resources`; `Widget/Localizable.xcstrings` → `Widget`.
    public static func of(_ file: String) -> String {
        let components = file.split(separator: "/", omittingEmptySubsequences: false)
        let folders = components.dropLast()
        let root = LocalizationFolder.enclosing(file).map { folders[..<$0.component] } ?? folders
        let joined = root.joined(separator: "/")
        if joined.isEmpty { return file.hasPrefix("/") ? "/" : "." }
        return joined
    }
}
