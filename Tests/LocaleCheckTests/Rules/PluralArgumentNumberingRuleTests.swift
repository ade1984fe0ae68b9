import Foundation
import KeyUsage
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// `placeholder-mismatch` and `invalid-format` number plural-form arguments as Foundation does
/// (see `PluralArgumentNumberingTests` in LocalizationFormatsTests for the CoreFoundation source).
@Suite struct PluralArgumentNumberingRuleTests {
    @Test func mixedNumberingInAFormIsFoundationsAndNotAnError() {
        let findings = Checker(configuration: .init(), rules: [PlaceholderMismatchRule(), InvalidFormatRule()])
            .check(paths: [CheckFixture.folder("placeholder-mismatch", "numbering")]).findings
        let errors = findings.filter { $0.severity == .error }
        // Only the real defect: `%1$d` in `de` where argument 1 is a String; at its form's <string>.
        let markers = CheckFixture.markers(.placeholderMismatch, "numbering")
        #expect(errors.map(\.key) == ["in-folder"], "\(errors.map(\.diagnostic.message))")
        #expect(CheckFixture.lines(errors) == CheckFixture.lines(of: markers, ["1️⃣"]))
        #expect(errors.first?.diagnostic.message.contains("%1$d (Int)") == true)
    }

    /// Xcode's Intents `.stringsdict` files write `NSStringFormatValueTypeKey` as `%ld`; Foundation
    /// reads them. A warning at that `<string>`, with the entry's key, table and language.
    @Test func aValueTypeWithAPercentIsAWarningWithItsKeyAndLanguage() throws {
        let report = Checker(configuration: .init()).check(paths: [
            CheckFixture.folder("placeholder-mismatch", "numbering")
        ])
        let finding = try #require(report.findings.first { $0.diagnostic.message.contains("'%ld'") })
        #expect(finding.severity == .warning)
        #expect(finding.key == "followed-by")
        #expect(finding.language == "de")
        #expect(finding.table == "Localizable")
        #expect(finding.diagnostic.location?.line == 23)
        #expect(!report.findings.contains { $0.diagnostic.rule == .stringsdict && $0.severity == .error })
    }

    /// `Tests/Corpus/xcstrings-apps/coteditor`: `FolderFind.Metrics.message` is
    /// `"%#@arg2@で%#@arg1@一致"` in `ja` with `arg2` counting `argNum` 2. Foundation counts a
    /// variable by its reference's argument, so the reader writes the references numbered, as
    /// Xcode compiles them; other languages keep their format as written.
    @Test func catalogSubstitutionsCountTheirArgNum() throws {
        let path =
            TestPaths.corpus + "/xcstrings-apps/coteditor/CotEditor/Localizables/Document Window/Document.xcstrings"
        let catalog = CatalogLoader().load([path])
        let table = try #require(catalog.tables["Document"])
        func format(_ language: String) -> String? {
            guard
                case .plural(let plural) = table.languages[language]?.entries["FolderFind.Metrics.message"]?.translation
            else { return nil }
            return plural.format
        }
        #expect(format("ja") == "%2$#@arg2@で%1$#@arg1@一致")
        #expect(format("de") == "%#@arg1@ in %#@arg2@")
        let context = CheckContext(catalog: catalog)
        let findings = (PlaceholderMismatchRule().check(context) + InvalidFormatRule().check(context)).filter {
            $0.key == "FolderFind.Metrics.message"
        }
        #expect(findings.isEmpty, "\(findings.map(\.diagnostic.message))")
    }

    @Test func stringCatalogNumberingIsOnlyAddedWhereItChangesTheArgument() {
        let reader = StringCatalogReader.self
        #expect(reader.numberingReferences(in: "%#@a@ in %#@b@", as: ["a": 1, "b": 2]) == "%#@a@ in %#@b@")
        #expect(reader.numberingReferences(in: "%#@b@ in %#@a@", as: ["a": 1, "b": 2]) == "%2$#@b@ in %1$#@a@")
        #expect(reader.numberingReferences(in: "%@ é %#@b@", as: ["b": 2]) == "%@ é %#@b@")
        #expect(reader.numberingReferences(in: "ü %#@b@", as: ["b": 3]) == "ü %3$#@b@")
    }
}
