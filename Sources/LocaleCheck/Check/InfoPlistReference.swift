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
            let root = PropertyListXML.parse(data, file: file).root, let keys = root.entries
        else { return nil }
        var entries: [String: Entry] = [:]
        // A key written twice keeps its last value, as Foundation reads it.
        for entry in keys {
            guard let text = entry.value.string else { continue }
            // Every string key is there (a translation of any of them is no extra key); only the
            // localizable ones that are more than a build setting (`$(PRODUCT_NAME)`) count.
            let isBuildSetting = text.hasPrefix("$(") && text.hasSuffix(")") && !text.dropFirst(2).contains("$(")
            entries[entry.key] = Entry(
                key: entry.key, translation: .text(text), location: entry.keyLocation,
                shouldTranslate: isLocalizable(entry.key) && !isBuildSetting)
        }
        return LanguageTable(language: language, files: [file], entries: entries)
    }
}
