import Foundation
import Testing

@testable import LocaleCatalog

/// The finder takes each file's extension without `NSString`: it must be the one
/// `NSString.pathExtension` gives, lowercased, for every name it searches.
@Suite struct LocalizationFileFinderTests {
    @Test(arguments: [
        "Localizable.strings", "en.lproj/Localizable.STRINGS", "a/b.c/d", "a/b.c/d.stringsdict", "noext", "dir/file.",
        "x.y.xliff", "é.lproj/Ünï.Strings", "a.b/c", "Resources/Localizable.xcstrings",
    ])
    func extensionIsNSStringsLowercased(path: String) {
        #expect(LocalizationFileFinder.lowercasedExtension(of: path) == (path as NSString).pathExtension.lowercased())
    }

    @Test func findsTheCorpusFilesByExtension() {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "shared/corpus/wikipedia-ios")
        let found = LocalizationFileFinder.find(under: corpus.path)
        #expect(found.diagnostics.isEmpty)
        #expect(found.files.count == 547)
        #expect(found.files.allSatisfy { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") })
    }
}
