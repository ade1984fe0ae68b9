import Foundation
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import AccessorGeneration
@testable import LocaleCatalog

/// Every key shape of `Fixtures/AdversarialKeys` gets a valid and unique name in every template
/// (`Scripts/e2e/adversarial-keys.sh` compiles them); here the names themselves.
@Suite struct AdversarialKeyNamingTests {
    static let catalog = CatalogLoader(developmentLanguage: "en").load([
        TestPaths.fixtures(of: "AccessorGenerationTests") + "/AdversarialKeys"
    ])

    static func swiftGenPaths(_ options: GenerationOptions = GenerationOptions()) -> [String: [String]] {
        let layout = SwiftGenLayout(catalog: catalog, options: options)
        return Dictionary(layout.placements.map { ("\($0.table)/\($0.entry.key)", $0.path) }) { first, _ in first }
    }

    @Test func theFixtureHoldsEveryShape() {
        let keys = Set(Self.catalog.developmentEntries(of: "Localizable")?.map(\.key) ?? [])
        for key in [
            "Scene.Report.StepFinal.WhenYouSeeYourExperience.", ".leading", "doubled..separator", "", "1",
            "!!!", "class", "設定", "\u{301}x", "Title", "title", "%lld. ",
        ] {
            #expect(keys.contains(key), "\(key)")
        }
    }

    @Test(arguments: [GenerationOptions.TableLayout.nested, .separate])
    func swiftGenPathsAreUniqueAndValid(layout: GenerationOptions.TableLayout) {
        var options = GenerationOptions()
        options.tableLayout = layout
        let paths = Self.swiftGenPaths(options)
        #expect(paths.count == Self.catalog.tables.values.reduce(0) { $0 + ($1.languages["en"]?.entries.count ?? 0) })
        #expect(Set(paths.values).count == paths.count)
        for path in paths.values {
            for name in path {
                let scalars = Array(name.unicodeScalars)
                #expect(scalars.first.map(SwiftGenNaming.isHead) == true, "\(path)")
                #expect(scalars.allSatisfy(SwiftGenNaming.isTail), "\(path)")
            }
        }
    }

    @Test func aTrailingSeparatorIsSkippedAndTheNameKeptUnique() {
        let paths = Self.swiftGenPaths()
        #expect(
            paths["Localizable/Scene.Report.StepFinal.WhenYouSeeYourExperience"]
                == ["L10n", "Scene", "Report", "StepFinal", "whenYouSeeYourExperience"])
        #expect(
            paths["Localizable/Scene.Report.StepFinal.WhenYouSeeYourExperience."]
                == ["L10n", "Scene", "Report", "StepFinal", "whenYouSeeYourExperience2"])
        // The key SwiftGen names as it is keeps its name, whatever the order.
        #expect(paths["Localizable/doubled.separator"] == ["L10n", "Doubled", "separator"])
        #expect(paths["Localizable/doubled..separator"] == ["L10n", "Doubled", "separator2"])
        #expect(paths["Localizable/.leading"] == ["L10n", "leading2"])
    }

    @Test func shadowingAndUnusableNamesAreRepaired() {
        let paths = Self.swiftGenPaths()
        #expect(paths["Localizable/string.title"] == ["L10n", "String_", "title"])
        #expect(paths["Localizable/Type.x"] == ["L10n", "Type_", "x"])
        #expect(paths["Localizable/L10n.title"] == ["L10n", "L10n_", "title"])
        #expect(paths["Localizable/tr"] == ["L10n", "tr2"])  // two arguments: it would take `tr`'s calls
        #expect(paths["Localizable/"] == ["L10n", "unnamed"])
        #expect(paths["Localizable/!!!"] == ["L10n", "unnamed2"])
        #expect(paths["Localizable/!!!.x"] == ["L10n", "Unnamed", "x"])
        #expect(paths["Localizable/1.2"] == ["L10n", "_1", "_2"])
        #expect(paths["Localizable/1"] == ["L10n", "_12"])  // `_1` is the enum of `1.2`
        #expect(paths["Localizable/\u{301}x"] == ["L10n", "_\u{301}x"])
        // Keys differing only in case: the first in key order keeps the name.
        #expect(paths["Localizable/TITLE"] == ["L10n", "title"])
        #expect(paths["Localizable/Title"] == ["L10n", "title2"])
        #expect(paths["Localizable/title"] == ["L10n", "title3"])
    }

    /// SwiftGen's own `static var tr` compiles beside the lookup function: only a `tr` with two
    /// arguments or more, which would take the lookup calls, is renamed.
    @Test func aKeyNamedTrKeepsItsNameUnlessItCouldTakeTheLookupCalls() {
        let catalog = CatalogFixture.catalog(["Localizable": [("tr", "Plain"), ("a.tr", "%@ %@")]])
        let paths = SwiftGenLayout(catalog: catalog, options: GenerationOptions()).placements.map(\.path)
        #expect(paths == [["L10n", "A", "tr"], ["L10n", "tr"]] || paths == [["L10n", "tr"], ["L10n", "A", "tr"]])
    }

    @Test func theGeneratorWarnsAboutEveryRename() {
        let (code, diagnostics) = SwiftGenGenerator(options: GenerationOptions()).generate(Self.catalog)
        #expect(code.contains("static var whenYouSeeYourExperience2: String"))
        #expect(!code.contains("static var : String"))
        let renamed = diagnostics.filter { $0.rule == .identifierCollision }
        #expect(renamed.contains { $0.message.contains("'Scene.Report.StepFinal.WhenYouSeeYourExperience.'") })
        let unusable = diagnostics.filter { $0.rule == .unusableKey }
        #expect(
            unusable.contains {
                $0.message.hasSuffix("'!!!' has no character usable in a Swift name; its accessor is L10n.unnamed2")
            })
        #expect(!renamed.contains { $0.message.contains("'!!!'") })
    }

    @Test(arguments: GenerationOptions.LookupAccess.allCases)
    func theLookupFunctionsAccessIsAnOption(access: GenerationOptions.LookupAccess) {
        var options = GenerationOptions()
        options.lookupAccess = access
        let (code, _) = SwiftGenGenerator(options: options).generate(Self.catalog)
        #expect(code.contains("  \(access.rawValue) static func tr(_ table: String, _ key: String"))
    }

    @Test func theLookupAccessIsReadFromTheConfiguration() throws {
        var configuration = try LocaleKitConfiguration.parse(
            Data(#"{"generate": {"trAccess": "internal"}}"#.utf8), file: "localekit.json", knownRules: [])
        #expect(configuration.generate.trAccess == "internal")
        #expect(try GenerationOptions(configuration: configuration).lookupAccess == .internal)
        configuration.generate.trAccess = "open"
        #expect(throws: GenerationError.self) { try GenerationOptions(configuration: configuration) }
    }
}
