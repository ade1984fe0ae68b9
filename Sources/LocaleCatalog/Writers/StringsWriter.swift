import Foundation
import LocalizationFormats

/// Writes a `.strings` file: UTF-8 without BOM, keys in Unicode scalar order, each entry's comment
/// above it, and exact escaping, so that the same entries always give the same bytes.
///
/// ```
/// /* Title of the albums tab */
/// "album.title" = "Alben";
/// ```
public enum StringsWriter {
    /// What a table without entries holds: one comment. Foundation refuses zero-length data ("Cannot
    /// parse a NULL or zero-length data"), so the table would not load at all; a comment-only file
    /// reads as an empty table. A file rather than none, because the build plugin declares every
    /// table it writes before the build (SwiftPM expects each to exist), and because the language's
    /// `.lproj` folder then exists whatever is translated yet.
    public static let emptyTable = "/* This language has no entries in this table yet. */\n"

    /// The file for `entries` (keys and their text; comments are optional); ``emptyTable`` for none.
    public static func data(_ entries: [(key: String, value: String, comment: String?)]) -> Data {
        guard !entries.isEmpty else { return Data(emptyTable.utf8) }
        let sorted = entries.sorted { $0.key.precedesByScalars($1.key) }
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
