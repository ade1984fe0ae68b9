import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog

/// `Entry` keeps its fields in a shared box: it must still behave as a value.
@Suite struct EntryTests {
    let entry = Entry(
        key: "k", translation: .text("v"), comment: "c", location: SourceLocation(file: "a.strings", line: 1, column: 1)
    )

    @Test func aChangedCopyLeavesTheOriginalAlone() {
        var copy = entry
        copy.translation = .text("w")
        copy.state = "new"
        copy.deviceVariants["mac"] = .text("m")
        #expect(entry.translation == .text("v"))
        #expect(entry.state == nil)
        #expect(entry.deviceVariants.isEmpty)
        #expect(copy.translation == .text("w"))
        #expect(copy.key == "k" && copy.comment == "c")
        #expect(copy != entry)
    }

    @Test func equalFieldsMakeEqualEntries() {
        var other = Entry(
            key: "k", translation: .text("x"), location: SourceLocation(file: "a.strings", line: 1, column: 1))
        other.translation = .text("v")
        other.comment = "c"
        #expect(other == entry)
        #expect(Set([other, entry]).count == 1)
        other.shouldTranslate = false
        #expect(other != entry)
    }
}
