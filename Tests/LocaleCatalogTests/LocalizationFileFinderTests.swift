import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
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
        let corpus = URL(fileURLWithPath: TestPaths.corpus + "/wikipedia-ios")
        let found = LocalizationFileFinder.find(under: corpus.path)
        #expect(found.diagnostics.isEmpty)
        #expect(found.files.count == 99)
        #expect(found.files.allSatisfy { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") })
    }
}

/// The finder walks folders with `readdir`; it must find what the `FileManager` enumerator it
/// replaced found, with the same filter (no hidden files or folders), on the corpus and on a tree
/// of the awkward cases.
@Suite struct LocalizationFileFinderWalkTests {
    /// The old way: every path the enumerator lists, filtered afterwards.
    static func enumeratorFiles(under path: String) -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var files: Set<String> = []
        while let relative = enumerator.nextObject() as? String {
            let ext = (relative as NSString).pathExtension.lowercased()
            // Storyboards and .xib files count only in a .lproj folder (Base internationalization).
            let isLocalizedInterface =
                CatalogLoader.interfaceBuilderExtensions.contains(ext)
                && ((relative as NSString).deletingLastPathComponent as NSString).pathExtension == "lproj"
            guard CatalogLoader.fileExtensions.contains(ext) || isLocalizedInterface else { continue }
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            files.insert(path + "/" + relative)
        }
        return files
    }

    @Test func findsWhatTheEnumeratorFindsInTheCorpus() {
        let corpus = TestPaths.corpus
        let found = LocalizationFileFinder.find(under: corpus)
        #expect(found.diagnostics.isEmpty)
        #expect(found.files.count > 99)
        #expect(Set(found.files) == Self.enumeratorFiles(under: corpus))
        #expect(found.files.count == Set(found.files).count)
    }

    @Test func findsInterfaceBuilderFilesOnlyInLocalizationFolders() throws {
        let root = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["Base.lproj/Main.storyboard", "Base.lproj/Cell.xib", "Views/Loose.xib", "Loose.storyboard"] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("<document/>".utf8).write(to: URL(fileURLWithPath: path))
        }
        let found = LocalizationFileFinder.find(under: root)
        #expect(Set(found.files) == [root + "/Base.lproj/Main.storyboard", root + "/Base.lproj/Cell.xib"])
    }

    @Test func treatsLinksHiddenPathsAndOddFoldersAsTheEnumeratorDid() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("finder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "t/en.lproj/A.strings", "t/.hidden/B.strings", "t/.build/x/C.strings", "t/sub/deep/D.XLIFF",
            "target/de.lproj/E.strings", "t/.F.strings", "t/dir.strings/H.strings", "t/de.lproj/I.stringsdict",
            "t/de.lproj/notes.txt", "t/a/b/c/d/e/J.xcstrings",
        ]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("\"k\" = \"v\";".utf8).write(to: url)
        }
        let tree = root.appendingPathComponent("t").path
        // A link to a folder is listed, not entered; links to files are listed, dangling or not.
        try FileManager.default.createSymbolicLink(atPath: tree + "/linkdir.lproj", withDestinationPath: "../target")
        try FileManager.default.createSymbolicLink(
            atPath: tree + "/link.strings", withDestinationPath: "../target/de.lproj/E.strings")
        try FileManager.default.createSymbolicLink(
            atPath: tree + "/dangling.strings", withDestinationPath: "/nonexistent")

        let found = LocalizationFileFinder.find(under: tree)
        #expect(found.diagnostics.isEmpty)
        #expect(Set(found.files) == Self.enumeratorFiles(under: tree))
        let relative = Set(found.files.map { String($0.dropFirst(tree.count + 1)) })
        #expect(
            relative == [
                "en.lproj/A.strings", "sub/deep/D.XLIFF", "dir.strings", "dir.strings/H.strings",
                "de.lproj/I.stringsdict", "a/b/c/d/e/J.xcstrings", "link.strings", "dangling.strings",
            ])
    }

    @Test func anUnreadableFolderIsADiagnostic() {
        let found = LocalizationFileFinder.find(under: "/nonexistent-\(UUID().uuidString)")
        #expect(found.files.isEmpty)
        #expect(found.diagnostics.map(\.rule) == [.io])
    }
}
