import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

struct StringCatalogReaderTests {
    static let path = TestPaths.fixtures(of: "LocaleCatalogTests") + "/StringCatalog/Localizable.xcstrings"

    static func catalog() -> Catalog { CatalogLoader().load([path]) }

    static func entry(_ language: String, _ key: String) -> Entry? {
        catalog().tables["Localizable"]?.languages[language]?.entries[key]
    }

    @Test func readsEveryLanguageOfEveryKey() {
        let catalog = Self.catalog()
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.languages == ["de", "en", "fr", "ru"])
        #expect(catalog.tables["Localizable"]?.languages["en"]?.entries.count == 6)
    }

    @Test func stringUnitsCommentsStatesAndLocations() throws {
        let cancel = try #require(Self.entry("fr", "Cancel"))
        #expect(cancel.translation == .text("Annuler"))
        #expect(cancel.state == "needs_review")
        #expect(cancel.comment == "Button that dismisses the sheet")
        #expect(cancel.location == LocalizationFormats.SourceLocation(file: Self.path, line: 7, column: 5))
        #expect(cancel.valueLocation?.line == 16)
        #expect(Self.entry("en", "Cancel")?.translation == .text("Cancel"))
        let debug = try #require(Self.entry("en", "Debug menu"))
        #expect(debug.shouldTranslate == false)
        #expect(debug.state == "stale")
    }

    @Test func pluralVariationsBecomeAPluralVariable() throws {
        let russian = try #require(Self.entry("ru", "%lld photos"))
        guard case .plural(let plural) = russian.translation else {
            Issue.record("not a plural")
            return
        }
        #expect(plural.format == "%#@plural@")
        #expect(plural.variables.count == 1)
        #expect(plural.variables.first?.forms.count == 4)
        #expect(plural.variables.first?.forms[.many] == "%lld фотографий")
        #expect(russian.state == "translated")
    }

    @Test func substitutionsBecomeVariablesWithTheirArgument() throws {
        let entry = try #require(Self.entry("en", "%@ has %lld files in %lld folders"))
        guard case .plural(let plural) = entry.translation else {
            Issue.record("not a plural")
            return
        }
        #expect(plural.format == "%1$@ has %2$#@files@ in %3$#@folders@")
        #expect(plural.variables.map(\.name) == ["files", "folders"])
        #expect(plural.variable(named: "folders")?.forms == [.one: "%3$lld folder", .other: "%3$lld folders"])
        #expect(plural.variable(named: "files")?.valueType == "lld")
    }

    @Test func deviceVariationsAreKeptWithOtherAsTheValue() throws {
        let english = try #require(Self.entry("en", "Tap to start"))
        #expect(english.translation == .text("Select to start"))
        #expect(english.deviceVariants["mac"] == .text("Click to start"))
        #expect(english.deviceVariants.count == 3)
        #expect(Self.entry("de", "Tap to start")?.translation == .text("Zum Starten tippen"))
    }

    @Test func problemsPointAtTheLineOfTheirKey() {
        let path = TestPaths.fixtures(of: "LocaleCatalogTests") + "/StringCatalog/Broken.xcstrings"
        let catalog = CatalogLoader().load([path])
        #expect(catalog.diagnostics.map(\.location?.line) == [11, 19])
        #expect(catalog.diagnostics.allSatisfy { $0.rule == .xcstrings && $0.severity == .error })
        #expect(catalog.tables["Broken"]?.languages["de"]?.entries["Fine"]?.translation == .text("Gut"))
    }

    @Test func malformedJSONIsASyntaxErrorAtItsLine() {
        let path = TestPaths.fixtures(of: "LocaleCatalogTests") + "/StringCatalog/Malformed.xcstrings"
        let catalog = CatalogLoader().load([path])
        #expect(catalog.diagnostics.map(\.rule) == [.syntax])
        #expect(
            catalog.diagnostics.first?.location == LocalizationFormats.SourceLocation(file: path, line: 5, column: 5))
    }

    @Test(arguments: [
        ("{\"a\": \"\\u00e9\\ud83d\\ude00\\n\"}", "é😀\n"),
        ("{\"a\": \"plain\"}", "plain"),
    ])
    func jsonStringsAreDecoded(_ json: String, _ expected: String) throws {
        let value = try LocatedJSON.parse(Data(json.utf8))
        #expect(value["a"]?.value == .string(expected))
        #expect(value["a"]?.offset == 1)
    }

    @Test(arguments: ["{", "{\"a\" 1}", "[1,]", "{\"a\": tru}", "\"\\x\"", "[" + String(repeating: "[", count: 100)])
    func invalidJSONThrows(_ json: String) {
        #expect(throws: LocatedJSON.SyntaxError.self) { try LocatedJSON.parse(Data(json.utf8)) }
    }

    /// Found by fuzzing (Scripts/fuzz.sh xcstrings): a high surrogate escape followed by another
    /// high one overflowed (`low - 0xDC00`) and trapped.
    @Test func twoHighSurrogateEscapesDoNotTrap() throws {
        #expect(try LocatedJSON.parse(Data(#""\uDADD\uDADD""#.utf8)) == .string("\u{FFFD}\u{FFFD}"))
        #expect(try LocatedJSON.parse(Data(#""\uD83D\uDE00""#.utf8)) == .string("😀"))
    }
}
