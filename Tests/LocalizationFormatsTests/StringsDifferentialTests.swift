import Foundation
import Testing

@testable import LocalizationFormats

/// Every `.strings` file of the corpus gives the same key → value map as Foundation's reader, through
/// both the located reader and the runtime's location-free `readValues`.
///
/// No justified difference is needed on this corpus: every file matches exactly. (Where Foundation and
/// this reader would differ — UTF-16 without a BOM, which Foundation rejects, and files with syntax
/// errors, where this reader recovers — the corpus has no file.)
@Suite struct StringsDifferentialTests {
    static let files = Corpus.files(
        in: ["wikipedia-ios", "swiftgen-fixtures/Resources"], withExtension: "strings")

    @Test func corpusIsThere() {
        #expect(Self.files.count >= 85)
    }

    @Test(arguments: files)
    func sameValuesAsPropertyListSerialization(path: String) throws {
        let data = Corpus.data(path)
        let ours = StringsReader.read(data, file: path)
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        let foundation = try #require(plist as? [String: String])
        #expect(ours.values == foundation)
        #expect(ours.diagnostics.filter { $0.severity == .error }.isEmpty, "\(ours.diagnostics)")
        let fast = StringsReader.readValues(data, file: path)
        #expect(fast.values == foundation)
        #expect(fast.diagnostics == ours.diagnostics)
        if ours.diagnostics.isEmpty {
            // A clean file is read by the fast path itself, not by the fallback.
            let decoded = TextDecoder(data, file: path)
            let scanned = decoded.utf8.withUnsafeBufferPointer { StringsReader.scanValues($0) }
            #expect(scanned == foundation)
        }
    }

    /// Broken or suspicious files leave the fast path and give exactly the located reader's result.
    @Test(arguments: BrokenStringsTexts.samples)
    func fastPathFallsBackWithExactDiagnostics(text: String) {
        let data = Data(text.utf8)
        let full = StringsReader.read(data, file: "x.strings")
        let fast = StringsReader.readValues(data, file: "x.strings")
        #expect(!full.diagnostics.isEmpty)
        #expect(fast.diagnostics == full.diagnostics)
        #expect(fast.values == full.values)
        let scanned = TextDecoder(data, file: "x.strings").utf8.withUnsafeBufferPointer {
            StringsReader.scanValues($0)
        }
        #expect(scanned == nil)
    }

    @Test func fastPathReadsCommentsUnquotedKeysAndEscapes() {
        let text = "// c\n/* d */ key.a = 'v\\n1'; \"b\"; \"c\" = \"\\U00e9\\101\";\n"
        let fast = StringsReader.readValues(Data(text.utf8), file: "x.strings")
        #expect(fast.diagnostics.isEmpty)
        #expect(fast.values == ["key.a": "v\n1", "b": "b", "c": "éA"])
    }
}
