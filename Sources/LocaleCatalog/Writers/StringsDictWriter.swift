import Foundation
import LocalizationFormats

/// Writes a `.stringsdict` (XML property list): keys in Unicode scalar order; in each plural entry
/// `NSStringLocalizedFormatKey` first, then the variables in their order, each with its spec type,
/// value type and forms in CLDR order; a variable-width entry as `NSStringVariableWidthRuleType` with its
/// widths in increasing order. Deterministic bytes for the same entries.
public enum StringsDictWriter {
    private enum Rule {
        case plural(PluralTranslation)
        case widths(WidthVariants)
    }

    /// The `.stringsdict` of plural `entries` and variable-width `widths`, as XML property list bytes.
    public static func data(
        _ entries: [(key: String, plural: PluralTranslation)], widths: [(key: String, variants: WidthVariants)] = []
    ) -> Data {
        let rules = entries.map { ($0.key, Rule.plural($0.plural)) } + widths.map { ($0.key, Rule.widths($0.variants)) }
        let sorted = rules.sorted { $0.0.precedesByScalars($1.0) }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<plist version=\"1.0\">",
            "<dict>",
        ]
        for (key, rule) in sorted {
            lines.append("\t<key>\(XMLEscaping.propertyListText(key))</key>")
            lines.append("\t<dict>")
            switch rule {
            case .plural(let plural): lines += pluralLines(plural)
            case .widths(let variants): lines += widthLines(variants)
            }
            lines.append("\t</dict>")
        }
        lines += ["</dict>", "</plist>", ""]
        return Data(lines.joined(separator: "\n").utf8)
    }

    private static func widthLines(_ variants: WidthVariants) -> [String] {
        var lines = ["\t\t<key>NSStringVariableWidthRuleType</key>", "\t\t<dict>"]
        for width in variants.widths {
            lines.append("\t\t\t<key>\(width)</key>")
            lines.append("\t\t\t<string>\(XMLEscaping.propertyListText(variants.texts[width] ?? ""))</string>")
        }
        lines.append("\t\t</dict>")
        return lines
    }

    private static func pluralLines(_ plural: PluralTranslation) -> [String] {
        var lines: [String] = []
        lines.append("\t\t<key>NSStringLocalizedFormatKey</key>")
        lines.append("\t\t<string>\(XMLEscaping.propertyListText(plural.format))</string>")
        for variable in plural.variables {
            lines.append("\t\t<key>\(XMLEscaping.propertyListText(variable.name))</key>")
            lines.append("\t\t<dict>")
            lines.append("\t\t\t<key>NSStringFormatSpecTypeKey</key>")
            lines.append(
                "\t\t\t<string>\(XMLEscaping.propertyListText(variable.specType ?? "NSStringPluralRuleType"))</string>")
            if let valueType = variable.valueType {
                lines.append("\t\t\t<key>NSStringFormatValueTypeKey</key>")
                lines.append("\t\t\t<string>\(XMLEscaping.propertyListText(valueType))</string>")
            }
            for category in PluralCategory.allCases {
                guard let form = variable.forms[category] else { continue }
                lines.append("\t\t\t<key>\(category.rawValue)</key>")
                lines.append("\t\t\t<string>\(XMLEscaping.propertyListText(form))</string>")
            }
            lines.append("\t\t</dict>")
        }
        return lines
    }
}
