import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

/// Every reader of variable-width entries gives each width the location of its own text (as plural forms
/// have theirs), so that a finding about one width can point there rather than at the entry's key.
struct WidthLocationTests {
    static let fixture = TestPaths.fixtures(of: "LocaleCatalogTests") + "/Widths"

    /// The 1-based line of `path` that contains `text`.
    static func line(of text: String, in path: String) throws -> Int {
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    static func widths(_ catalog: Catalog, _ language: String, _ key: String) throws -> WidthVariants {
        try #require(catalog.tables["Localizable"]?.languages[language]?.entries[key]?.widthVariants)
    }

    @Test func aStringsDictWidthIsAtItsString() throws {
        let catalog = CatalogLoader(developmentLanguage: "en").load([Self.fixture])
        let path = Self.fixture + "/de.lproj/Localizable.stringsdict"
        let widths = try Self.widths(catalog, "de", "tab.players")
        for (width, text) in [(20, "Lieblingssp."), (25, "Lieblingsspieler"), (50, "Meine Lieblingsspieler")] {
            #expect(widths.location(of: width)?.file == path)
            #expect(widths.location(of: width)?.line == (try Self.line(of: "<string>\(text)</string>", in: path)))
        }
    }

    @Test(arguments: XLIFFVersion.allCases)
    func anXLIFFWidthIsAtItsTarget(version: XLIFFVersion) throws {
        let folder = try TestPaths.scratchFolder("width-locations-\(version)")
        _ = try CatalogCompiler.export(
            CatalogLoader(developmentLanguage: "en").load([Self.fixture]), to: folder, version: version)
        let catalog = CatalogLoader(developmentLanguage: "en").load([folder])
        let widths = try Self.widths(catalog, "de", "tab.players")
        for (width, text) in [(20, "Lieblingssp."), (50, "Meine Lieblingsspieler")] {
            let location = try #require(widths.location(of: width))
            #expect(location.line == (try Self.line(of: "<target>\(text)</target>", in: location.file)))
        }
    }

    @Test func aStringCatalogWidthIsAtItsWidthKey() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"tab": {"localizations": {
              "en": {"variations": {"width": {
                "20": {"stringUnit": {"state": "translated", "value": "Fav."}},
                "25": {"stringUnit": {"state": "translated", "value": "Favorites"}}}}}
            }}}}
            """
        let path = try TestPaths.scratchFolder("xcstrings-width-locations") + "/Localizable.xcstrings"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let widths = try Self.widths(CatalogLoader().load([path]), "en", "tab")
        #expect(widths.location(of: 20)?.line == (try Self.line(of: "\"20\": {", in: path)))
        #expect(widths.location(of: 25)?.line == (try Self.line(of: "\"25\": {", in: path)))
        #expect(widths.location(of: 20)?.line != widths.location(of: 25)?.line)
    }
}
