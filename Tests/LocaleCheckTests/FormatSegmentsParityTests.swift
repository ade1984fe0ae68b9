import Foundation
import KeyUsage
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// The readers that split formats themselves before ``FormatSegments`` owned it (each from
/// `FormatString`'s placeholder offsets, each with its own `%%`) give what they give now, over every
/// string of every language of the corpus with a `%`. Their former code is kept here as the oracle.
@Suite struct FormatSegmentsParityTests {
    private static let texts: [String] = {
        var texts: Set<String> = []
        for folder in [
            "wikipedia-ios", "swiftgen-app", "swiftgen-fixtures", "xcstrings-apps", "xcode-xliff", "xcode-projects",
            "focusios-xliff", "glotpress-pocketcasts",
        ] {
            let catalog = CatalogLoader().load([TestPaths.corpus + "/" + folder])
            for table in catalog.tables.values {
                for language in table.languages.values {
                    for (key, entry) in language.entries {
                        for text in [key] + entry.translation.allStrings where text.contains("%") { texts.insert(text) }
                    }
                }
            }
        }
        return texts.sorted()
    }()

    @Test func theCorpusHasFormats() {
        #expect(Self.texts.count > 1000)
    }

    @Test func placeholderFreeTextIsAsBefore() {
        for text in Self.texts {
            #expect(PlaceholderFreeText.scalars(of: text) == Self.formerPlaceholderFreeScalars(text), "\(text)")
        }
    }

    /// The one difference, outside the corpus: a numbered `*` (`*2$`, three scalars blanked to one
    /// inside its specifier first) made the former text lose what followed its specifier.
    @Test func aNumberedStarNoLongerSwallowsTheTextAfterIt() {
        #expect(PlaceholderFreeText.scalars(of: "%1$*2$d x") == [" ", " ", "x"])
        #expect(Self.formerPlaceholderFreeScalars("%1$*2$d x") == [" "])
        #expect(PlaceholderFreeText.scalars(of: "%*d files 100%%") == Array("  files 100%%".unicodeScalars))
    }

    @Test func pseudoTextKeepsWhatItKeptBefore() {
        for text in Self.texts {
            #expect(PseudoText(text).parts == Self.formerPseudoText(text).parts, "\(text)")
        }
    }

    @Test func formatKeyPiecesAreAsBefore() {
        for text in Self.texts {
            #expect(FormatKeyIndex.pieces(ofKey: text) == Self.formerKeyPieces(text), "\(text)")
        }
    }

    // MARK: The former splitters

    private static func formerPlaceholderFreeScalars(_ text: String) -> [Unicode.Scalar] {
        var scalars = Array(text.unicodeScalars)
        for placeholder in FormatString(parsing: text).placeholders.sorted(by: { $0.offset > $1.offset }) {
            let end = min(placeholder.offset + placeholder.spec.unicodeScalars.count, scalars.count)
            guard placeholder.offset >= 0, placeholder.offset < end else { continue }
            scalars.replaceSubrange(placeholder.offset..<end, with: [" "])
        }
        return scalars
    }

    private static func formerPseudoText(_ text: String) -> PseudoText {
        let scalars = Array(text.unicodeScalars)
        var kept = [Bool](repeating: false, count: scalars.count)
        for placeholder in FormatString(parsing: text).placeholders {
            let end = min(placeholder.offset + placeholder.spec.unicodeScalars.count, scalars.count)
            for index in placeholder.offset..<end { kept[index] = true }
        }
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
        PseudoText.markPatterns(text, scalars.count, &kept)
        return PseudoText(scalars, kept: kept)
    }

    private static func formerKeyPieces(_ key: String) -> [String]? {
        let placeholders = FormatString(parsing: key).placeholders
        guard !placeholders.isEmpty else { return nil }
        let scalars = Array(key.unicodeScalars)
        var pieces: [String] = []
        var start = 0
        func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            return String(view).replacingOccurrences(of: "%%", with: "%")
        }
        for placeholder in placeholders.sorted(by: { $0.offset < $1.offset }) {
            guard placeholder.offset >= start else { return nil }
            pieces.append(text(scalars[start..<placeholder.offset]))
            start = placeholder.offset + placeholder.spec.unicodeScalars.count
        }
        pieces.append(text(scalars[min(start, scalars.count)...]))
        return pieces
    }
}
