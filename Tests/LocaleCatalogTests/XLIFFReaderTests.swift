import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

struct XLIFFReaderTests {
    static func load(_ name: String) -> Catalog {
        CatalogLoader().load([TestPaths.fixtures(of: "LocaleCatalogTests") + "/XLIFF/" + name])
    }

    static func entry(_ catalog: Catalog, _ table: String, _ language: String, _ key: String) -> Entry? {
        catalog.tables[table]?.languages[language]?.entries[key]
    }

    @Test func tablesComeFromTheFileOriginal() {
        #expect(XLIFFOriginal.table(of: "Blockzilla/en.lproj/Localizable.strings") == "Localizable")
        #expect(XLIFFOriginal.table(of: "App/Info.plist") == "InfoPlist")
        #expect(XLIFFOriginal.table(of: "App/en.lproj/InfoPlist.strings") == "InfoPlist")
        #expect(XLIFFOriginal.table(of: "Localizable.xcstrings") == "Localizable")
        #expect(XLIFFOriginal.table(of: "Base.lproj/Intents.intentdefinition") == "Intents")
    }

    /// `export` names a table's `<file>` and the reader names the table back by the same pair of
    /// functions: every table of the corpus (and the names that look special) survives the trip.
    @Test func exportedOriginalsReadBackAsTheirTable() {
        let corpus = CatalogLoader().load(LocalizationFileFinder.find(under: TestPaths.corpus).files)
        let names = corpus.tableNames + ["InfoPlist", "Info", "Localizable.v2", "Main", "Root"]
        #expect(corpus.tableNames.count > 3)
        for name in names {
            for pathExtension in ["strings", "stringsdict"] {
                for development in ["en", "Base", "zh-Hans"] {
                    let original = XLIFFOriginal.original(
                        table: name, developmentLanguage: development, pathExtension: pathExtension)
                    #expect(XLIFFOriginal.table(of: original) == name, "\(original)")
                }
            }
        }
    }

    @Test func plainUnitsKeepTargetSourceNoteStateAndTranslateFlag() throws {
        let catalog = Self.load("Stringsdict-de.xliff")
        #expect(catalog.diagnostics.isEmpty)
        let title = try #require(Self.entry(catalog, "Localizable", "de", "album.title"))
        #expect(title.translation == .text("Alben"))
        #expect(title.source == "Albums")
        #expect(title.comment == "Title of the albums tab")
        #expect(title.state == "translated")
        #expect(title.location.line == 8)
        #expect(Self.entry(catalog, "Localizable", "de", "debug.only")?.shouldTranslate == false)
        #expect(Self.entry(catalog, "InfoPlist", "de", "CFBundleDisplayName")?.translation == .text("Fotos"))
    }

    @Test func aUnitWithoutTargetIsMissingInTheTargetLanguageOnly() {
        let catalog = Self.load("Stringsdict-de.xliff")
        #expect(Self.entry(catalog, "Localizable", "de", "album.share") == nil)
        let source = Self.entry(catalog, "Localizable", "en", "album.share")
        #expect(source?.translation == .text("Share “%@”"))
        #expect(source?.comment == "Menu item; %@ is the album name")
    }

    /// The translation without its forms' locations (each unit's `<target>`, checked elsewhere).
    static func withoutFormLocations(_ translation: Translation?) -> Translation? {
        guard case .plural(var plural) = translation else { return translation }
        for index in plural.variables.indices { plural.variables[index].formLocations = [:] }
        return .plural(plural)
    }

    /// A plural form's findings point at its unit's `<target>` (or `<source>`).
    @Test func pluralFormsKnowTheirUnit() throws {
        let catalog = Self.load("Stringsdict-de.xliff")
        let german = try #require(Self.entry(catalog, "Localizable", "de", "sync.progress"))
        guard case .plural(let plural) = german.translation else {
            Issue.record("not a plural: \(german.translation)")
            return
        }
        let done = try #require(plural.variable(named: "done"))
        #expect(Set(done.formLocations.keys) == [.one, .other])
        #expect(done.formLocations[.one]?.line != done.formLocations[.other]?.line)
    }

    @Test func stringsdictIdsBecomePluralTranslations() throws {
        let catalog = Self.load("Stringsdict-de.xliff")
        let german = try #require(Self.entry(catalog, "Localizable", "de", "sync.progress"))
        guard case .plural(let plural) = german.translation else {
            Issue.record("not a plural: \(german.translation)")
            return
        }
        #expect(plural.format == "%1$#@done@ von %2$#@total@")
        #expect(plural.variables.map(\.name) == ["done", "total"])
        #expect(plural.variable(named: "done")?.forms == [.one: "%1$d Element", .other: "%1$d Elemente"])
        #expect(german.state == "needs-review-translation")
        let english = Self.entry(catalog, "Localizable", "en", "%d photos selected")
        #expect(
            Self.withoutFormLocations(english?.translation)
                == .plural(
                    PluralTranslation(
                        format: "%#@photos@ selected",
                        variables: [
                            PluralVariable(
                                name: "photos", valueType: PluralAssembler.inferredValueType([.other: "%d photos"]),
                                forms: [.one: "%d photo", .other: "%d photos"],
                                location: LocalizationFormats.SourceLocation(
                                    file: TestPaths.fixtures(of: "LocaleCatalogTests") + "/XLIFF/Stringsdict-de.xliff",
                                    line: 34, column: 7))
                        ])))
        #expect(english?.comment == "Toolbar title while selecting")
    }

    @Test func stringCatalogIdsBecomePluralsSubstitutionsAndDeviceVariants() throws {
        let catalog = Self.load("Stringsdict-de.xliff")
        let videos = try #require(Self.entry(catalog, "Localizable", "de", "%lld videos"))
        #expect(
            Self.withoutFormLocations(videos.translation)
                == .plural(
                    PluralTranslation(
                        format: "%#@plural@",
                        variables: [
                            PluralVariable(
                                name: "plural", valueType: videosValueType,
                                forms: [.one: "%lld Video", .other: "%lld Videos"],
                                location: videosLocation)
                        ])))
        let shared = try #require(Self.entry(catalog, "Localizable", "de", "%@ shared %lld items"))
        guard case .plural(let plural) = shared.translation else {
            Issue.record("not a plural")
            return
        }
        #expect(plural.format == "%1$@ hat %2$#@items@ geteilt")
        #expect(plural.variable(named: "items")?.forms == [.one: "%2$lld Objekt", .other: "%2$lld Objekte"])
        #expect(plural.variable(named: "items")?.valueType == "lld")
        let tap = try #require(Self.entry(catalog, "Localizable", "de", "Tap to start"))
        #expect(tap.translation == .text("Zum Starten auswählen"))
        #expect(tap.deviceVariants == ["iphone": .text("Zum Starten tippen"), "other": .text("Zum Starten auswählen")])
    }

    var videosValueType: String? { PluralAssembler.inferredValueType([.other: "%lld Videos"]) }
    var videosLocation: LocalizationFormats.SourceLocation {
        LocalizationFormats.SourceLocation(
            file: TestPaths.fixtures(of: "LocaleCatalogTests") + "/XLIFF/Stringsdict-de.xliff", line: 76, column: 7)
    }

    @Test func xliff2UnitsSegmentsNotesAndStates() throws {
        let catalog = Self.load("Settings-fr.xlf")
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.languages == ["en-US", "fr"])
        let title = try #require(Self.entry(catalog, "Settings", "fr", "settings.title"))
        #expect(title.translation == .text("Réglages"))
        #expect(title.comment == "Navigation bar title")
        #expect(title.state == "final")
        #expect(title.location.line == 7)
        #expect(title.location.column == 5)
        #expect(Self.entry(catalog, "Settings", "fr", "settings.greeting")?.translation == .text("Bonjour,  %@ !"))
        #expect(Self.entry(catalog, "Settings", "fr", "settings.reset") == nil)
        #expect(Self.entry(catalog, "Settings", "en-US", "settings.reset")?.translation == .text("Reset all settings"))
        #expect(Self.entry(catalog, "Settings", "fr", "settings.build")?.shouldTranslate == false)
        let devices = Self.entry(catalog, "Settings", "fr", "%d devices")
        guard case .plural(let plural) = devices?.translation else {
            Issue.record("not a plural")
            return
        }
        #expect(plural.format == "%#@devices@")
        #expect(plural.variable(named: "devices")?.forms == [.one: "%d appareil", .other: "%d appareils"])
        #expect(devices?.state == "reviewed")
    }

    @Test func eachFileHasItsOwnTargetLanguage() throws {
        let folder = try TestPaths.scratchFolder()
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="a/en.lproj/Main.strings" source-language="en" target-language="de">
                <body><trans-unit id="k"><source>Yes</source><target>Ja</target></trans-unit></body>
              </file>
              <file original="a/en.lproj/Main.strings" source-language="en" target-language="fr_CA">
                <body><trans-unit id="k"><source>Yes</source><target>Oui</target></trans-unit></body>
              </file>
            </xliff>
            """
        try xliff.write(toFile: folder + "/multi.xliff", atomically: true, encoding: .utf8)
        let catalog = CatalogLoader().load([folder])
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.languages == ["de", "en", "fr-CA"])
        #expect(Self.entry(catalog, "Main", "de", "k")?.translation == .text("Ja"))
        #expect(Self.entry(catalog, "Main", "fr-CA", "k")?.translation == .text("Oui"))
        #expect(Self.entry(catalog, "Main", "en", "k")?.translation == .text("Yes"))
    }

    @Test func notAnXLIFFIsASyntaxError() throws {
        let folder = try TestPaths.scratchFolder()
        try "<?xml version=\"1.0\"?>\n<plist/>".write(toFile: folder + "/a.xliff", atomically: true, encoding: .utf8)
        let catalog = CatalogLoader().load([folder])
        #expect(catalog.diagnostics.map(\.rule) == [.syntax])
        #expect(catalog.diagnostics.first?.location?.line == 2)
    }
}

struct XcodePluralIDTests {
    static let ids: [(String, XcodePluralID)] = [
        ("/%d files:dict/NSStringLocalizedFormatKey:dict/:string", .stringsdictFormat(key: "%d files")),
        ("/a/b:dict/files:dict/one:dict/:string", .stringsdictForm(key: "a/b", variable: "files", category: .one)),
        (
            "/k:dict/v:dict/NSStringFormatValueTypeKey:dict/:string", .stringsdictValueType(key: "k", variable: "v")
        ),
        ("%lld items|==|plural.few", .catalogPlural(key: "%lld items", category: .few)),
        (
            "K|==|substitutions.arg1.plural.many", .catalogSubstitution(key: "K", name: "arg1", category: .many)
        ),
        ("K|==|device.ipad", .catalogDevice(key: "K", device: "ipad")),
    ]

    @Test(arguments: ids)
    func parsesAndPrintsXcodeIds(_ id: String, _ expected: XcodePluralID) {
        #expect(XcodePluralID(id) == expected)
        #expect(expected.id == id)
    }

    @Test(arguments: ["plain.key", "/not:dict/a:string", "K|==|plural.several", "K|==|device.ipad.plural.one"])
    func otherIdsAreNotVariations(_ id: String) {
        #expect(XcodePluralID(id) == nil)
    }
}
