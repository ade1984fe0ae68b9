import Foundation
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

    /// The deepest folder that holds every path.
    public static func commonFolder(of paths: [String]) -> String {
        let absolute = paths.map(XcodeProjectReader.absolute)
        guard var common = absolute.first else { return "/" }
        for path in absolute.dropFirst() {
            while common != "/", path != common, !path.hasPrefix(common + "/") {
                common = (common as NSString).deletingLastPathComponent
            }
        }
        return common
    }

    /// `path` relative to the folder `base` (both made absolute); empty when they are the same.
    public static func relative(_ path: String, to base: String) -> String {
        let absolute = XcodeProjectReader.absolute(path)
        guard absolute != base else { return "" }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// Each root's files in the root's folder relative to the roots' common folder (`App/…`,
    /// `Widget/…`), so that two bundles' tables stay apart; one root's files keep their paths.
    public static func prefixed<Root>(
        _ roots: [(root: String, catalog: Root)], _ files: (Root) -> [(path: String, data: Data)]
    ) -> [(path: String, data: Data)] {
        let common = commonFolder(of: roots.map(\.root))
        return roots.flatMap { root, catalog in
            let folder = relative(root, to: common)
            return files(catalog).map { (path: folder.isEmpty ? $0.path : folder + "/" + $0.path, data: $0.data) }
        }
    }
}
