import Foundation

/// Writes a `.strings` file: UTF-8 without BOM, keys in Unicode scalar order, each entry's comment
/// above it, and exact escaping, so that the same entries always give the same bytes.
///
/// ```
/// /* Title of the albums tab */
/// "album.title" = "Alben";
/// ```
public enum StringsWriter {
    /// The file for `entries` (keys and their text; comments are optional).
    public static func data(_ entries: [(key: String, value: String, comment: String?)]) -> Data {
        let sorted = entries.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        var text = ""
        for (index, entry) in sorted.enumerated() {
            if index > 0 { text += "\n" }
            if let comment = entry.comment, !comment.isEmpty {
                text += "/* " + comment.replacingOccurrences(of: "*/", with: "* /") + " */\n"
            }
            text += quoted(entry.key) + " = " + quoted(entry.value) + ";\n"
        }
        return Data(text.utf8)
    }

    /// `"…"` with `"`, `\`, newline, tab, carriage return escaped, and other control characters as `\UXXXX`.
    public static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\U" + String(format: "%04X", scalar.value)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
