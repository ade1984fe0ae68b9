import Foundation

/// An XLIFF `<file original="…">` and the table it holds, both ways: the reader and `export` use
/// these two functions only, and a test checks that every table survives the round trip.
enum XLIFFOriginal {
    /// The table an `original` names: `en.lproj/Localizable.strings` → `Localizable`,
    /// `Blockzilla/Info.plist` → `InfoPlist`, `Localizable.xcstrings` → `Localizable`.
    /// The build plugin names the tables it compiles the same way (``LocalizationContract``).
    static func table(of original: String) -> String {
        LocalizationContract.xliffTable(of: original)
    }

    /// The `original` `export` writes for `table`'s `.strings` or `.stringsdict` units
    /// (`pathExtension`), as Xcode names them: `en.lproj/Localizable.strings`.
    static func original(table: String, developmentLanguage: String, pathExtension: String) -> String {
        "\(developmentLanguage).lproj/\(table).\(pathExtension)"
    }

    /// The folder an `original` names before its `.lproj` folder or file (`App/en.lproj/InfoPlist.strings`
    /// → `App`); empty when it names none.
    static func folder(of original: String) -> String {
        var components = original.split(separator: "/").dropLast()
        if components.last?.hasSuffix(".lproj") == true { components = components.dropLast() }
        return components.joined(separator: "/")
    }

    /// Of `roots`, the one whose path ends with the folder `original` names (the longest such), if any.
    static func root(for original: String, among roots: [String]) -> String? {
        let folder = folder(of: original)
        guard !folder.isEmpty else { return nil }
        return roots.filter { root in
            let path = XcodeProjectReader.absolute(root)
            return path == folder || path.hasSuffix("/" + folder)
        }.max { $0.count < $1.count }
    }
}
