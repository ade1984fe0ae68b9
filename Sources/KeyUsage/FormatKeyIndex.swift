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

    /// `"%lld of %@ 100%%"` → `["", " of ", " 100%"]`; `nil` for a key without a specifier.
    package static func pieces(ofKey key: String) -> [String]? {
        let placeholders = FormatString(parsing: key).placeholders
        guard !placeholders.isEmpty else { return nil }
        let scalars = Array(key.unicodeScalars)
        var pieces: [String] = []
        var start = 0
        for placeholder in placeholders.sorted(by: { $0.offset < $1.offset }) {
            guard placeholder.offset >= start else { return nil }
            pieces.append(text(scalars[start..<placeholder.offset]))
            start = placeholder.offset + placeholder.spec.unicodeScalars.count
        }
        pieces.append(text(scalars[min(start, scalars.count)...]))
        return pieces
    }

    /// The text of a key's scalars as the literal writes it: `%%` is one `%`.
    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view).replacingOccurrences(of: "%%", with: "%")
    }
}
