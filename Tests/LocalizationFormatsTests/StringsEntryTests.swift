import Foundation
import Testing

@testable import LocalizationFormats

/// ``StringsEntry`` stores its file once for both locations; the locations still behave as two
/// independent stored properties.
@Suite struct StringsEntryTests {
    private let entry = StringsEntry(
        key: "k", value: "v", comment: "c", keyLocation: SourceLocation(file: "a.strings", line: 2, column: 3),
        valueLocation: SourceLocation(file: "a.strings", line: 4, column: 5))

    @Test func locationsReadBackAsGiven() {
        #expect(entry.keyLocation == SourceLocation(file: "a.strings", line: 2, column: 3))
        #expect(entry.valueLocation == SourceLocation(file: "a.strings", line: 4, column: 5))
    }

    @Test func settingOneLocationToAnotherFileLeavesTheOtherAlone() {
        var moved = entry
        moved.valueLocation = SourceLocation(file: "b.strings", line: 7, column: 1)
        #expect(moved.keyLocation == SourceLocation(file: "a.strings", line: 2, column: 3))
        #expect(moved.valueLocation == SourceLocation(file: "b.strings", line: 7, column: 1))
        moved.keyLocation = SourceLocation(file: "c.strings", line: 1, column: 1)
        #expect(moved.keyLocation == SourceLocation(file: "c.strings", line: 1, column: 1))
        #expect(moved.valueLocation == SourceLocation(file: "b.strings", line: 7, column: 1))
        var keyFirst = entry
        keyFirst.keyLocation = SourceLocation(file: "c.strings", line: 9, column: 2)
        #expect(keyFirst.valueLocation == SourceLocation(file: "a.strings", line: 4, column: 5))
    }

    @Test func equalLocationsMakeEqualEntriesWhateverTheOrderOfTheSets() {
        var first = entry
        first.keyLocation = SourceLocation(file: "b.strings", line: 2, column: 3)
        first.valueLocation = SourceLocation(file: "b.strings", line: 4, column: 5)
        var second = entry
        second.valueLocation = SourceLocation(file: "b.strings", line: 4, column: 5)
        second.keyLocation = SourceLocation(file: "b.strings", line: 2, column: 3)
        let built = StringsEntry(
            key: "k", value: "v", comment: "c", keyLocation: SourceLocation(file: "b.strings", line: 2, column: 3),
            valueLocation: SourceLocation(file: "b.strings", line: 4, column: 5))
        #expect(first == built)
        #expect(second == built)
        #expect(Set([first, second, built]).count == 1)
        #expect(first != entry)
    }
}
