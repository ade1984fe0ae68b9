import LocaleCatalog
import LocalizationFormats

/// A text with each printf placeholder (`%1$@`, `%.2f`, `%*d`, `%#@files@`) replaced by one space and
/// everything else as written (`%%` and broken specifiers too): what rules read when only the words and
/// numbers a user sees count. The placeholders are ``FormatSegments``'.
enum PlaceholderFreeText {
    static func scalars(of text: String) -> [Unicode.Scalar] {
        guard let bytes = utf8(of: text) else { return Array(text.unicodeScalars) }
        return Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    }

    /// The same text as UTF-8 bytes, each placeholder one space byte; nil for a text without a `%`
    /// (its own bytes are the answer, read in place).
    static func utf8(of text: String) -> [UInt8]? {
        guard PlaceholderSignature.hasPercent(text) else { return nil }
        return FormatSegments(text).utf8(replacingPlaceholdersWith: UInt8(ascii: " "))
    }
}
