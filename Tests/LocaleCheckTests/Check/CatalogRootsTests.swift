import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct CatalogRootsTests {
    @Test(arguments: [
        ("App/Resources/de.lproj/Localizable.strings", "App/Resources"),
        ("de.lproj/Localizable.strings", "."),
        ("/abs/en.lproj/A.strings", "/abs"),
        ("App/Localizable.xcstrings", "App"),
        ("Localizable.xcstrings", "."),
    ])
    func rootIsTheFolderAboveTheLproj(file: String, root: String) {
        #expect(CatalogRoots.root(of: file) == root)
    }

    /// Paths already normal are recognized on their bytes; the answer is the components' one.
    @Test(arguments: [
        "a/b.strings", "/abs/de.lproj/x.strings", "/", "", ".", "./a", "a/./b", "a/.", "a//b", "a/", "//a", "/a/",
        "..", "../a", "a/..", ".a/b", "a/.b", "a/b.", "é/x.strings", "a/é", "x", "a/b/c/d/e.lproj/f.strings",
    ])
    func normalPathsAreLeftAsTheyAre(path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let expected =
            parts.isEmpty
            ? (path.hasPrefix("/") ? "/" : ".") : (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
        #expect(CatalogRoots.normalized(path) == expected)
        if CatalogRoots.isNormalASCII(path) { #expect(expected == path) }
    }

    /// Roots are worked out once per folder: files side by side, at the top level and absolute,
    /// get the roots `root(of:)` gives each of them.
    @Test func filesShareTheirFolderRoot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["de.lproj/A.strings", "de.lproj/B.strings", "en.lproj/A.strings", "x/fr.lproj/A.strings"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("\"k\" = \"v\";".utf8).write(to: url)
        }
        let found = CatalogRoots.find([folder.path])
        for (root, files) in found.files {
            for file in files { #expect(CatalogRoots.root(of: file) == root) }
        }
        #expect(found.files.count == 2)
    }

    @Test func separateRootsAreSeparateCatalogs() {
        let roots = CatalogRoots.find([CheckFixture.folder("missing-table", "fires")])
        #expect(roots.files.count == 1)
        let all = CatalogRoots.find([CheckFixture.root + "/missing-table"])
        #expect(all.files.keys.sorted().map { ($0 as NSString).lastPathComponent } == ["clean", "fires"])
    }

    @Test func changedFilesSelectTheirWholeRoot() throws {
        let folder = CheckFixture.folder("missing-translation", "fires")
        let roots = CatalogRoots.forChangedFiles([folder + "/de.lproj/Localizable.strings", "README.md"])
        let files = try #require(roots.files[folder])
        #expect(files.map { ($0 as NSString).lastPathComponent } == ["Localizable.strings", "Localizable.strings"])
        #expect(files.contains { $0.hasSuffix("en.lproj/Localizable.strings") })
        #expect(CatalogRoots.forChangedFiles(["README.md", "Sources/App.swift"]).files.isEmpty)
    }
}
