import Foundation
import LocaleKitTestSupport
import Testing

@testable import LocalizationFormats

/// Each width of a variable-width rule carries the location of its `<string>`, as each plural form does,
/// so that a finding about one width points there rather than at the entry's `<key>`.
struct WidthEntryLocationTests {
    static let marked = MarkedText(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>title</key>
            <dict>
                <key>NSStringVariableWidthRuleType</key>
                <dict>
                    <key>20</key>
                    1️⃣<string>Fav. %@</string>
                    <key>25</key>
                    2️⃣<string>Favorite %@</string>
                    <key>025</key>
                    3️⃣<string>Favorite %@ again</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """)

    @Test func everyWidthIsAtItsString() throws {
        let file = StringsDictReader.read(Data(Self.marked.text.utf8), file: "w.stringsdict")
        let variants = try #require(file.widthEntries.first?.variants)
        let location = { (width: Int) in
            variants.location(of: width).map { SourceLocationStub(line: $0.line, column: $0.column) }
        }
        #expect(location(20) == Self.marked.location("1"))
        // A repeated width keeps its last text, and that text's location.
        #expect(location(25) == Self.marked.location("3"))
        #expect(variants.location(of: 20)?.file == "w.stringsdict")
        #expect(variants.location(of: 30) == nil)
    }

}
