import Foundation
import LocaleCatalog
import LocalizationFormats

/// The keys that hold format specifiers (`"%lld followers"`), by their text between the specifiers,
/// so that an interpolated SwiftUI literal (`Text("\(count) followers")`, which looks up
/// `"%lld followers"`) finds them. The interpolation's type is not known here, so a specifier of
/// any type matches it.
package struct FormatKeyIndex {
    private var keysByPieces: [[String]: [(table: String, key: String)]] = [:]

    init(_ defined: [String: [String: SourceLocation]]) {
        for (table, keys) in defined {
            for key in keys.keys where key.contains("%") {
                guard let pieces = Self.pieces(ofKey: key) else { continue }
                keysByPieces[pieces, default: []].append((table, key))
            }
        }
    }

    /// The keys (in `table`, or any table when `nil`) whose pieces are `pieces`.
    func keys(matching pieces: [String], table: String?) -> [(table: String, key: String)] {
        let found = keysByPieces[pieces] ?? []
        guard let table else { return found }
        return found.filter { $0.table == table }
    }

    /// `"%lld of %@ 100%%"` → `["", " of ", " 100%"]` (``FormatSegments/literalPieces``); `nil` for a key
    /// without a placeholder, or with a `*` width or precision, which no interpolation writes.
    package static func pieces(ofKey key: String) -> [String]? {
        let segments = FormatSegments(key)
        var placeholders = 0
        for segment in segments.segments {
            guard let directive = segment.placeholder else { continue }
            if !directive.stars.isEmpty { return nil }
            placeholders += 1
        }
        return placeholders > 0 ? segments.literalPieces : nil
    }
}
