import Foundation
import LocalizationFormats

/// Writes a synthetic catalog for the scaling benchmark: `languages` folders `<code>.lproj`, each with
/// a `Localizable.strings` and a `Localizable.stringsdict`, `keys × scale` keys per language.
///
/// Keys are dotted (`screen12.item480`, 40 per namespace) so `generate` builds nested enums. Every
/// key has a translator comment; a third of the values have one placeholder, a third two positional
/// ones (`%1$@ … %2$d`); every tenth key is a plural (`%#@items@`, `d`) with exactly the CLDR
/// categories of its language. A few problems are planted at fixed rates so `check` has findings
/// to report: a missing translation every 97 keys and a placeholder mismatch every 89 (not in `en`).
/// The output is deterministic.
///
/// `localekit-bench synthesize --scale N --output DIR [--languages 100] [--keys 2000]`
struct SyntheticCatalog {
    var languages = 100
    var keys = 2000
    var scale = 1

    /// `en` (the development language) and the first other CLDR locales in alphabetical order.
    var languageCodes: [String] {
        ["en"] + PluralRules.locales.filter { $0 != "en" && $0 != "root" }.prefix(max(languages - 1, 0))
    }

    /// Writes the catalog under `folder` (created if missing); returns the bytes written.
    @discardableResult
    func write(to folder: String) throws -> Int {
        var bytes = 0
        for (index, language) in languageCodes.enumerated() {
            let lproj = "\(folder)/\(language).lproj"
            try FileManager.default.createDirectory(atPath: lproj, withIntermediateDirectories: true)
            let (strings, dict) = files(language: language, index: index)
            try Data(strings.utf8).write(to: URL(fileURLWithPath: "\(lproj)/Localizable.strings"))
            try Data(dict.utf8).write(to: URL(fileURLWithPath: "\(lproj)/Localizable.stringsdict"))
            bytes += strings.utf8.count + dict.utf8.count
        }
        return bytes
    }

    /// The text of one language's `.strings` and `.stringsdict`.
    func files(language: String, index: Int) -> (strings: String, stringsdict: String) {
        let categories = PluralRules.categories(for: language).sorted()
        let isDevelopment = index == 0
        var strings = ""
        strings.reserveCapacity(keys * scale * 90)
        var dict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for key in 0..<(keys * scale) {
            let salt = key + index
            if !isDevelopment && salt % 97 == 0 { continue }  // missing translation
            let name = "screen\(key / 40).item\(key)"
            if key % 10 == 9 {
                dict += pluralEntry(name, language: language, categories: categories)
                continue
            }
            let value: String
            switch key % 3 {
            case 0 where !isDevelopment && salt % 89 == 0: value = "Value \(key) in \(language): %@"  // mismatch
            case 0: value = "Value \(key) in \(language): %1$@ has %2$d"
            case 1: value = "Value \(key) for %@ (\(language))"
            default: value = "Value \(key) in \(language)"
            }
            strings += "/* Comment for item \(key) */\n\"\(name)\" = \"\(value)\";\n\n"
        }
        dict += "</dict>\n</plist>\n"
        return (strings, dict)
    }

    private func pluralEntry(_ name: String, language: String, categories: [PluralCategory]) -> String {
        var entry = """
                <key>\(name)</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@items@ in \(language)</string>
                    <key>items</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key>
                        <string>d</string>

            """
        for category in categories {
            entry += "                <key>\(category.rawValue)</key>\n"
            entry += "                <string>%d items (\(category.rawValue))</string>\n"
        }
        entry += "            </dict>\n        </dict>\n"
        return entry
    }
}
