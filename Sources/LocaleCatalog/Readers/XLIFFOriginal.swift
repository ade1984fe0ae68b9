import Foundation

/// An XLIFF `<file original="…">` and the table it holds, both ways: the reader and `export` use
/// these two functions only, and a test checks that every table survives the round trip.
enum XLIFFOriginal {
    /// The table an `original` names: `en.lproj/Localizable.strings` → `Localizable`,
    /// `Blockzilla/Info.plist` → `InfoPlist`, `Localizable.xcstrings` → `Localizable`.
    static func table(of original: String) -> String {
        let last = (original as NSString).lastPathComponent
        let base = (last as NSString).deletingPathExtension
        if base == "Info", (last as NSString).pathExtension.lowercased() == "plist" { return "InfoPlist" }
        return base.isEmpty ? last : base
    }

    /// The `original` `export` writes for `table`'s `.strings` or `.stringsdict` units
    /// (`pathExtension`), as Xcode names them: `en.lproj/Localizable.strings`.
    static func original(table: String, developmentLanguage: String, pathExtension: String) -> String {
        "\(developmentLanguage).lproj/\(table).\(pathExtension)"
    }
}
