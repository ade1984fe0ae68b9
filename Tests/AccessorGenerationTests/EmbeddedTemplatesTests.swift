import Foundation
import LocaleKitTestSupport
import LocalizationFormats
import Mustache
import Testing

@testable import AccessorGeneration
@testable import LocaleCatalog

@Suite struct EmbeddedTemplatesTests {
    private static let templateDirectory = TestPaths.packageRoot + "/Templates"

    private static var templateNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: templateDirectory)) ?? [])
            .filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) }.sorted()
    }

    @Test func embeddedCopiesEqualTheTemplateFiles() throws {
        #expect(Self.templateNames == EmbeddedTemplates.sources.keys.sorted())
        for name in Self.templateNames {
            let file = try String(contentsOfFile: "\(Self.templateDirectory)/\(name).mustache", encoding: .utf8)
            #expect(
                EmbeddedTemplates.sources[name] == file,
                "Templates/\(name).mustache differs from its embedded copy: run Scripts/refresh-embedded-templates.sh")
        }
    }

    @Test(arguments: ["structured-swift", "structured-swift-namespace", "flat-swift", "swift-accessor"])
    func shippedTemplatesParse(_ name: String) throws {
        _ = try MustacheTemplate(EmbeddedTemplates.sources[name] ?? "{{#unparsable}}", file: name)
    }

    @Test func userTemplateSeesItsSiblingsAsPartials() throws {
        let folder = try TestPaths.scratchFolder()
        try "{{#enums}}{{>part}}{{/enums}}".write(toFile: folder + "/main.mustache", atomically: true, encoding: .utf8)
        try "[{{typeName}}]".write(toFile: folder + "/part.mustache", atomically: true, encoding: .utf8)
        let generator = CodeGenerator(template: .file(folder + "/main.mustache"))
        let code = try generator.generate(CatalogFixture.catalog(["Localizable": [("a", "b")]])).code
        #expect(code == "[L10n]")
    }

    @Test func brokenUserTemplateIsALocatedError() throws {
        let folder = try TestPaths.scratchFolder()
        let path = folder + "/broken.mustache"
        try "line\n  {{#enums}}".write(toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: GenerationError.self) {
            try CodeGenerator(template: .file(path)).generate(CatalogFixture.catalog([:]))
        }
        #expect(error?.diagnostics.first?.location?.description == "\(path):2:3")
        #expect(throws: GenerationError.self) {
            try CodeGenerator(template: .file(folder + "/missing.mustache")).generate(CatalogFixture.catalog([:]))
        }
    }
}
