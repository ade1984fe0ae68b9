import LocalizationFormats
import Testing

@testable import LocaleCheck

/// A format's arguments by position: the first placeholder at each, whatever order they come in.
@Suite struct PlaceholderSignatureTests {
    @Test func argumentsInAnyOrderKeepTheirFirstPlaceholder() {
        let signature = PlaceholderSignature(parsing: "%3$@ %1$d %2$f %1$@ %#@count@")
        #expect(signature.positions == [1, 2, 3])
        #expect(signature.byPosition[1]?.spec == "%1$d")
        #expect(signature.byPosition[3]?.spec == "%3$@")
        #expect(signature.byPosition[4] == nil)
        #expect(signature.variables.keys.sorted() == ["count"])
    }

    /// Built in one sort, not one insertion at a time: the same map either way.
    @Test func bulkBuiltMapIsTheInsertedOne() {
        let formats = [
            "%2$@ %1$@ %2$d", "%@ %d %@", "%5$d %5$@ %1$d %4$d %3$d", "%1$@", "", "%3$d %3$d %2$d %2$@ %1$f",
        ]
        for format in formats {
            let placeholders = FormatString(parsing: format).placeholders.filter { $0.variable == nil }
            var inserted = PositionMap()
            for placeholder in placeholders { inserted.insert(placeholder) }
            let bulk = PositionMap(placeholders)
            #expect(bulk.positions == inserted.positions, "\(format)")
            for position in inserted.positions {
                #expect(bulk[position]?.spec == inserted[position]?.spec, "\(format)")
                #expect(bulk[position]?.offset == inserted[position]?.offset, "\(format)")
            }
        }
    }
}
