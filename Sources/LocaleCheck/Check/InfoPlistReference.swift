import Foundation
import LocaleCatalog
import LocalizationFormats

/// The reference of an `InfoPlist.strings` table that has no development-language version: its
/// keys are the target's `Info.plist` keys, and its development values are that file's values.
/// The `Info.plist` is the nearest one beside the `.lproj` folders or in a folder above them.
enum InfoPlistReference {
    static let tableName = "InfoPlist"

    /// The `Info.plist` keys that a `InfoPlist.strings` file localizes (Apple's "Localizing
    /// property list values"): names shown to users and the privacy usage descriptions.
    static func isLocalizable(_ key: String) -> Bool {
        [
            "CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "CFBundleGetInfoString",
            "NSHumanReadableCopyright",
        ]
        .contains(key) || key.hasSuffix("UsageDescription")
    }

    /// The nearest `Info.plist` from `root` (the folder holding the `.lproj` folders) upwards.
    static func find(from root: String) -> String? {
        guard let found = LocaleKitConfiguration.nearestFile(named: "Info.plist", from: root.isEmpty ? "." : root)
        else { return nil }
        // Spelled as the root is, so that findings name files one way.
        let isAbsolute = root.hasPrefix("/") && !found.hasPrefix("/")
        return isAbsolute ? FileManager.default.currentDirectoryPath + "/" + found : found
    }

    /// The development-language table an `Info.plist` implies: each string key, located at its
    /// `<key>` line, to translate when it is localizable; nil when the file is not a readable
    /// property list.
    static func table(from file: String, language: String) -> LanguageTable? {
        guard let data = FileManager.default.contents(atPath: file),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var entries: [String: Entry] = [:]
        for (key, value) in plist {
            guard let text = value as? String else { continue }
            let line = lines.firstIndex { $0.contains("<key>\(key)</key>") }.map { $0 + 1 } ?? 1
            // Every string key is there (a translation of any of them is no extra key); only the
            // localizable ones that are more than a build setting (`$(PRODUCT_NAME)`) count.
            let isBuildSetting = text.hasPrefix("$(") && text.hasSuffix(")") && !text.dropFirst(2).contains("$(")
            entries[key] = Entry(
                key: key, translation: .text(text), location: SourceLocation(file: file, line: line, column: 1),
                shouldTranslate: isLocalizable(key) && !isBuildSetting)
        }
        return LanguageTable(language: language, files: [file], entries: entries)
    }
}
