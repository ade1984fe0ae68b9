import LocalizationFormats
import Testing

@Suite struct FormatSegmentsTests {
    /// Each segment as `kind:shown text@scalars`, `P` a placeholder, `T` text, `%` a `%%`, `B` a broken specifier.
    private func described(_ format: String) -> [String] {
        let segments = FormatSegments(format)
        return segments.segments.map { segment in
            let kind =
                switch segment.kind {
                case .text: "T"
                case .percentSign: "%"
                case .brokenSpecifier: "B"
                case .placeholder: "P"
                }
            return "\(kind):\(segments.text(of: segment))@\(segment.scalars.lowerBound)..<\(segment.scalars.upperBound)"
        }
    }

    @Test func textAndPlaceholdersCoverTheString() {
        #expect(
            described("%lld of %@ 100%%") == [
                "P:%lld@0..<4", "T: of @4..<8", "P:%@@8..<10", "T: 100@10..<14", "%:%@14..<16",
            ])
        #expect(FormatSegments("%lld of %@ 100%%").literalPieces == ["", " of ", " 100%"])
        #expect(described("") == [])
        #expect(described("no format") == ["T:no format@0..<9"])
    }

    @Test func starsArePartOfTheirPlaceholder() {
        #expect(
            described("%*d|%1$*2$d x|%.*f") == [
                "P:%*d@0..<3", "T:|@3..<4", "P:%1$*2$d@4..<11", "T: x|@11..<14", "P:%.*f@14..<18",
            ])
        let star = FormatSegments("%1$*2$d").segments.first?.placeholder
        #expect(star?.stars.map(\.position) == [2])
    }

    @Test func pluralReferencesArePlaceholders() {
        #expect(
            described("%#@files@ in %1$#@folders@") == [
                "P:%#@files@@0..<9", "T: in @9..<13", "P:%1$#@folders@@13..<26",
            ])
        #expect(described("%#@files") == ["B:%#@files@0..<8"])
    }

    @Test func brokenSpecifiersAreTextAsWritten() {
        #expect(described("50%") == ["T:50@0..<2", "B:%@2..<3"])
        #expect(described("%y and %5") == ["B:%y@0..<2", "T: and @2..<7", "B:%5@7..<9"])
        #expect(
            described("%0$d %*0$d %1$d") == [
                "B:%0$d@0..<4", "T: @4..<5", "B:%*0$d@5..<10", "T: @10..<11", "P:%1$d@11..<15",
            ])
        #expect(FormatSegments("%y %d 50%").literalPieces == ["%y ", " 50%"])
    }

    @Test func offsetsAreUnicodeScalarsAndBytes() {
        let segments = FormatSegments("é🙂%@ñ%%")
        #expect(segments.segments.map(\.scalars) == [0..<2, 2..<4, 4..<5, 5..<7])
        #expect(segments.segments.map(\.bytes) == [0..<6, 6..<8, 8..<10, 10..<12])
        #expect(segments.literalPieces == ["é🙂", "ñ%"])
        // An unknown conversion that is not ASCII is one broken specifier of two scalars.
        #expect(described("%é!") == ["B:%é@0..<2", "T:!@2..<3"])
    }

    /// The scalar ranges agree with ``FormatPlaceholder/offset`` and its spec, the tools' other reading.
    @Test(arguments: ["x %1$@ é %2$.2f ü %#@n@", "%-5d files", "ü%%%@", "%@%@", "%ld %5$@ 🙂 %lu"])
    func placeholderRangesAreTheFormatStringPlaceholders(format: String) {
        let ranges = FormatSegments(format).segments.filter { !$0.isLiteral }.map(\.scalars)
        let placeholders = FormatString(parsing: format).placeholders
        #expect(ranges == placeholders.map { $0.offset..<($0.offset + $0.spec.unicodeScalars.count) })
    }
}
