import Foundation
import Testing

@testable import LocalizationFormats

/// ``StringsReader/visitValues(_:file:_:)`` hands over exactly the entries of ``StringsReader/readValues(_:file:)``
/// on a well-formed file, and returns false wherever the full reader would diagnose something.
@Suite struct StringsVisitValuesTests {
    /// The visited entries, in order, and what `visitValues` returned; `body` refuses a key seen before.
    private func visit(_ data: Data) -> (pairs: [(String, String)], complete: Bool) {
        var pairs: [(String, String)] = []
        var seen: Set<String> = []
        let complete = StringsReader.visitValues(data, file: "t.strings") { key, value in
            pairs.append((key, value))
            return seen.insert(key).inserted
        }
        return (pairs, complete)
    }

    @Test(arguments: StringsDifferentialTests.files)
    func corpusFileGivesTheValuesOfReadValues(path: String) {
        let data = Corpus.data(path)
        let (pairs, complete) = visit(data)
        let full = StringsReader.read(data, file: path)
        // Every file of the corpus is well-formed: none leaves the fast path.
        #expect(full.diagnostics.isEmpty)
        #expect(complete == full.diagnostics.isEmpty)
        #expect(pairs.count == full.entries.count)
        #expect(pairs.map(\.0) == full.entries.map(\.key))
        #expect(pairs.map(\.1) == full.entries.map(\.value))
        let values = Dictionary(pairs, uniquingKeysWith: { $1 })
        #expect(values == StringsReader.readValues(data, file: path).values)
    }

    // The duplicate key is refused by the body; an unpaired surrogate is one more escape problem.
    @Test(arguments: BrokenStringsTexts.samples + ["\"a\" = \"\\UD800\";\n"])
    func brokenTextReturnsFalse(text: String) {
        let data = Data(text.utf8)
        #expect(!StringsReader.read(data, file: "t.strings").diagnostics.isEmpty)
        #expect(!visit(data).complete)
    }

    @Test(
        arguments: [
            [0x22, 0x61, 0x22, 0x3D, 0x22, 0x78, 0xFF, 0x79, 0x22, 0x3B],
            [0x22, 0x61, 0x22, 0x3D, 0x22, 0xF0, 0x90, 0x80, 0x22, 0x3B],
            [0x22, 0x61, 0x22, 0x3D, 0x22, 0xC3, 0x5C, 0xA9, 0x22, 0x3B],
            [0x22, 0x61, 0x22, 0x3D, 0x22, 0x62, 0x22, 0x3B, 0x2F, 0x2A, 0xFF, 0x2A, 0x2F],
            [0xEF, 0xBB, 0xBF, 0x22, 0x61, 0xC0, 0xAF, 0x22, 0x3D, 0x22, 0x62, 0x22, 0x3B],
            // UTF-16 LE with a byte order mark, ending in the middle of a code unit.
            [0xFF, 0xFE, 0x22, 0x00, 0x61, 0x00, 0x22, 0x00, 0x3B, 0x00, 0x22],
        ] as [[UInt8]])
    func invalidEncodingReturnsFalse(bytes: [UInt8]) {
        let data = Data(bytes)
        #expect(StringsReader.read(data, file: "t.strings").diagnostics.contains { $0.rule == .encoding })
        #expect(!visit(data).complete)
    }

    @Test func entriesComeInFileOrderWithKeyAsValue() {
        let text = "// c\n/* d */ key.a = 'v\\n1'; \"b\"; \"c\" = \"\\U00e9\\101\";\n"
        let (pairs, complete) = visit(Data(text.utf8))
        #expect(complete)
        #expect(pairs.map(\.0) == ["key.a", "b", "c"])
        #expect(pairs.map(\.1) == ["v\n1", "b", "éA"])
    }

    @Test func utf16IsDecodedFirst() throws {
        let text = "\"k\" = \"\\U00e9 ü\";\n\"l\";"
        let data = try #require(text.data(using: .utf16BigEndian))
        let (pairs, complete) = visit(Data([0xFE, 0xFF]) + data)
        #expect(complete)
        #expect(pairs.map(\.0) == ["k", "l"])
        #expect(pairs.map(\.1) == ["é ü", "l"])
    }

    @Test func bodyReturningFalseStopsTheVisit() {
        var count = 0
        let complete = StringsReader.visitValues(Data("a = 1; b = 2; c = 3;".utf8), file: "t") { _, _ in
            count += 1
            return count < 2
        }
        #expect(!complete)
        #expect(count == 2)
    }
}
