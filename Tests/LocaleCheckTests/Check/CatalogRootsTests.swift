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
