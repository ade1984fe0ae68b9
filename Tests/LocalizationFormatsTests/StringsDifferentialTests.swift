import Foundation
import LocalizationFormats
import Testing

/// Every `.strings` file of the corpus gives the same key → value map as Foundation's reader.
///
/// No justified difference is needed on this corpus: every file matches exactly. (Where Foundation and
/// this reader would differ — UTF-16 without a BOM, which Foundation rejects, and files with syntax
/// errors, where this reader recovers — the corpus has no file.)
@Suite struct StringsDifferentialTests {
    static let files = Corpus.files(
        in: ["wikipedia-ios", "swiftgen-fixtures/Resources"], withExtension: "strings")

    @Test func corpusIsThere() {
        #expect(Self.files.count >= 440)
    }

    @Test(arguments: files)
    func sameValuesAsPropertyListSerialization(path: String) throws {
        let data = Corpus.data(path)
        let ours = StringsReader.read(data, file: path)
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        let foundation = try #require(plist as? [String: String])
        #expect(ours.values == foundation)
        #expect(ours.diagnostics.filter { $0.severity == .error }.isEmpty, "\(ours.diagnostics)")
    }
}
