import LocaleCatalog
import LocalizationFormats

/// A text's Unicode scalars with each printf placeholder (`%1$@`, `%.2f`, `%#@files@`) replaced by
/// one space: what rules read when only the words and numbers a user sees count.
enum PlaceholderFreeText {
    static func scalars(of text: String) -> [Unicode.Scalar] {
        var scalars = Array(text.unicodeScalars)
        guard PlaceholderSignature.hasPercent(text) else { return scalars }
        for placeholder in FormatString(parsing: text).placeholders.sorted(by: { $0.offset > $1.offset }) {
            let end = min(placeholder.offset + placeholder.spec.unicodeScalars.count, scalars.count)
            guard placeholder.offset >= 0, placeholder.offset < end else { continue }
            scalars.replaceSubrange(placeholder.offset..<end, with: [" "])
        }
        return scalars
    }
}
