import Foundation
import LocalizationFormats

/// A text cut into the parts a pseudo-localization must keep as they are (placeholders, `%%`,
/// markup, entities, URLs, template variables) and the words around them, which it changes.
struct PseudoText {
    enum Part: Equatable {
        case kept(String)
        case words(String)
    }

    var parts: [Part] = []

    /// Kept spans other than printf placeholders: tags, entities, URLs, e-mail addresses, `$1`,
    /// `{{name}}`, `${name}`, `{0}`.
    private static let keptPattern = try? NSRegularExpression(
        pattern:
            #"<[^<>]*>|&#?[A-Za-z0-9]+;|(?:https?|mailto|ftp)://[^\s<>"]+|www\.[^\s<>"]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}|\$[0-9]+|\{\{[^{}]*\}\}|\$\{[^{}]*\}|\{[0-9A-Za-z_]+\}"#
    )

    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var kept = [Bool](repeating: false, count: scalars.count)
        for placeholder in FormatString(parsing: text).placeholders {
            let end = min(placeholder.offset + placeholder.spec.unicodeScalars.count, scalars.count)
            for index in placeholder.offset..<end { kept[index] = true }
        }
        Self.markPercentEscapes(scalars, &kept)
        Self.markPatterns(text, scalars.count, &kept)
        var start = 0
        while start < scalars.count {
            var end = start
            while end < scalars.count, kept[end] == kept[start] { end += 1 }
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars[start..<end])
            parts.append(kept[start] ? .kept(String(piece)) : .words(String(piece)))
            start = end
        }
    }

    /// `%%` is not a placeholder but must stay two characters.
    private static func markPercentEscapes(_ scalars: [Unicode.Scalar], _ kept: inout [Bool]) {
        var index = 0
        while index + 1 < scalars.count {
            if scalars[index] == "%", scalars[index + 1] == "%", !kept[index] {
                kept[index] = true
                kept[index + 1] = true
                index += 2
            } else {
                index += 1
            }
        }
    }

    private static func markPatterns(_ text: String, _ count: Int, _ kept: inout [Bool]) {
        guard let pattern = keptPattern else { return }
        let utf16 = text.utf16
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: utf16.count)) {
            guard let range = Range(match.range, in: text) else { continue }
            let start = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: range.lowerBound)
            let length = text.unicodeScalars[range].count
            for index in start..<min(start + length, count) { kept[index] = true }
        }
    }
}
