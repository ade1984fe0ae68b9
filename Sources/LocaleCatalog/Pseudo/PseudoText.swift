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
        // Placeholders and `%%` as ``FormatSegments`` reads them: `%%` shows one `%` but must stay two
        // characters. A broken specifier is text the app shows, so its words change.
        for segment in FormatSegments(text).segments {
            switch segment.kind {
            case .placeholder, .percentSign: for index in segment.scalars { kept[index] = true }
            case .text, .brokenSpecifier: break
            }
        }
        Self.markPatterns(text, scalars.count, &kept)
        self.init(scalars, kept: kept)
    }

    /// The runs of `scalars`, each kept where `kept` says so.
    init(_ scalars: [Unicode.Scalar], kept: [Bool]) {
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

    /// Marks the spans of ``keptPattern`` (internal: the tests mark them around their own placeholders).
    static func markPatterns(_ text: String, _ count: Int, _ kept: inout [Bool]) {
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
