import Foundation
import LocalizationFormats

/// Writes a `.stringsdict` (XML property list): keys in Unicode scalar order; in each entry
/// `NSStringLocalizedFormatKey` first, then the variables in their order, each with its spec type,
/// value type and forms in CLDR order. Deterministic bytes for the same entries.
public enum StringsDictWriter {
    public static func data(_ entries: [(key: String, plural: PluralTranslation)]) -> Data {
        let sorted = entries.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<plist version=\"1.0\">",
            "<dict>",
        ]
        for (key, plural) in sorted {
            lines.append("\t<key>\(XMLEscaping.text(key))</key>")
            lines.append("\t<dict>")
            lines.append("\t\t<key>NSStringLocalizedFormatKey</key>")
            lines.append("\t\t<string>\(XMLEscaping.text(plural.format))</string>")
            for variable in plural.variables {
                lines.append("\t\t<key>\(XMLEscaping.text(variable.name))</key>")
                lines.append("\t\t<dict>")
                lines.append("\t\t\t<key>NSStringFormatSpecTypeKey</key>")
                lines.append(
                    "\t\t\t<string>\(XMLEscaping.text(variable.specType ?? "NSStringPluralRuleType"))</string>")
                if let valueType = variable.valueType {
                    lines.append("\t\t\t<key>NSStringFormatValueTypeKey</key>")
                    lines.append("\t\t\t<string>\(XMLEscaping.text(valueType))</string>")
                }
                for category in PluralCategory.allCases {
                    guard let form = variable.forms[category] else { continue }
                    lines.append("\t\t\t<key>\(category.rawValue)</key>")
                    lines.append("\t\t\t<string>\(XMLEscaping.text(form))</string>")
                }
                lines.append("\t\t</dict>")
            }
            lines.append("\t</dict>")
        }
        lines += ["</dict>", "</plist>", ""]
        return Data(lines.joined(separator: "\n").utf8)
    }
}
