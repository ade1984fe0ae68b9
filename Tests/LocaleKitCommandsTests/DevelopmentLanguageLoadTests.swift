import AccessorGeneration
import Foundation
import LocaleKitTestSupport
import Testing

@testable import LocaleCatalog

/// `CatalogLoader(languages: .development)`, what `generate` and `pseudo` read: only the development
/// language's tables and `Base`'s, and the same accessors and pseudo-languages as from every file.
@Suite struct DevelopmentLanguageLoadTests {
    static let corpusFolders: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.corpus)) ?? []
        return names.filter { !$0.contains(".") }.sorted().map { TestPaths.corpus + "/" + $0 }
    }()

    /// Every corpus folder (134-language wikipedia-ios, XLIFF, String Catalogs, the SwiftGen app)
    /// gives the same accessors (each template) and pseudo-languages from the development language alone.
    @Test(arguments: corpusFolders)
    func sameOutputsAsFromEveryLanguage(_ folder: String) throws {
        let every = CatalogLoader().load([folder])
        let development = CatalogLoader(languages: .development).load([folder])
        #expect(development.developmentLanguage == every.developmentLanguage)
        for template in [GenerationTemplate.structured, .flat, .swiftgen] {
            let generator = CodeGenerator(template: template)
            let expected = try generator.generate(every)
            let actual = try generator.generate(development)
            #expect(actual.code == expected.code, "\(template)")
            #expect(actual.diagnostics == expected.diagnostics, "\(template)")
        }
        let pseudo = { (catalog: Catalog) in
            PseudoLanguages.files(catalog, styles: [.accented, .bidi]).map { "\($0.path)\n\($0.data.count)" }
        }
        #expect(pseudo(development) == pseudo(every))
    }

    /// The translations are not read: only `en` and `Base` stay, and a broken German file is not reported.
    @Test func readsOnlyTheDevelopmentLanguageAndBase() throws {
        let folder = try TestPaths.scratchFolder()
        for (path, text) in [
            ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
            ("Base.lproj/Main.strings", "\"b\" = \"B\";\n"),
            ("de.lproj/Localizable.strings", "\"a\" = \"no end"),
            ("fr.lproj/Localizable.strings", "\"a\" = \"Ah\";\n"),
        ] {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let catalog = CatalogLoader(languages: .development).load([folder])
        #expect(catalog.developmentLanguage == "en")
        #expect(catalog.languages == ["Base", "en"])
        #expect(catalog.diagnostics.isEmpty)
        #expect(CatalogLoader().load([folder]).languages == ["Base", "de", "en", "fr"])
    }

    /// An XLIFF file's `source-language` still decides the development language (it is read first).
    @Test func aDeclarationDecidesWhatIsRead() throws {
        let folder = try TestPaths.scratchFolder()
        try FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try "\"a\" = \"Ah\";\n".write(
            toFile: folder + "/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try "\"a\" = \"A\";\n".write(
            toFile: folder + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Menu.strings" source-language="de" target-language="en" datatype="plaintext">
            <body><trans-unit id="quit"><source>Beenden</source><target>Quit</target></trans-unit></body>
          </file>
        </xliff>
        """.write(toFile: folder + "/en.xliff", atomically: true, encoding: .utf8)
        let catalog = CatalogLoader(languages: .development).load([folder])
        #expect(catalog.developmentLanguage == "de")
        #expect(catalog.tables["Localizable"]?.languages.keys.sorted() == ["de"])
        #expect(catalog.tables["Menu"]?.languages["de"]?.entries["quit"] != nil)
    }
}
