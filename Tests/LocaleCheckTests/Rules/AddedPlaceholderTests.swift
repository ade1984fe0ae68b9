import Foundation
import KeyUsage
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// `placeholder-mismatch` on a translation that has a conversion its source text lacks: source
/// `"Block Account"`, translation `"… %@ …"` prints a literal `%@` or reads a missing argument.
@Suite struct AddedPlaceholderTests {
    let rule = PlaceholderMismatchRule()

    @Test func stringsAndStringsdictFormsReportTheAddedConversionAtItsValue() {
        let findings = CheckFixture.findings(rule, "added")
        let markers = CheckFixture.markers(rule.id, "added")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣", "2️⃣", "3️⃣"]))
        #expect(findings.map(\.key) == ["block", "sale", "blocked"])
        #expect(findings.allSatisfy { $0.severity == .error && $0.language == "fr" })
        // The message names the argument position.
        #expect(findings[0].diagnostic.message.contains("%@ (argument 1, String)"))
        #expect(findings[2].diagnostic.message.contains("%@ (argument 2, String)"))
    }

    @Test func xliffAndStringCatalogsToo() {
        let xliff = CheckFixture.findings(rule, "added-xliff")
        #expect(xliff.map(\.key) == ["block"])
        let markers = CheckFixture.markers(rule.id, "added-xliff")
        #expect(CheckFixture.lines(xliff) == CheckFixture.lines(of: markers, ["1️⃣"]))
        let catalog = CheckFixture.findings(rule, "added-catalog")
        #expect(catalog.map(\.key) == ["Block Account"])
        #expect(catalog.first?.diagnostic.message.contains("%1$@ (String)") == true)
    }

    /// Real data (`Tests/Corpus/swiftgen-app`): en "…is not 100% guaranteed…" parses as `% g`, but a
    /// `%` and a space is prose, so the text is no format string and ru's "100%, …" is not compared.
    @Test func aPercentSignInProseIsNoFormatString() {
        let root = TestPaths.corpus + "/swiftgen-app/Sources/App/Resources"
        let findings = Checker(configuration: .init(), rules: [rule, InvalidFormatRule()]).check(paths: [root])
            .findings
        #expect(!findings.contains { $0.key == "widgets.custom.show_states.description" })
        #expect(!PlaceholderSignature.isFormat("Displaying latest states is not 100% guaranteed"))
        #expect(PlaceholderSignature.isFormat("%d%% complete"))
        #expect(PlaceholderSignature.isFormat("Speed: %f"))
    }

    @Test(arguments: [
        ("Bloquer %@", ["%@"]), ("%ld éléments", ["%ld"]), ("Soldes %1$@", ["%1$@"]), ("%.1f km", ["%.1f"]),
        ("%2$s", ["%2$s"]), ("%i", ["%i"]),
        // Prose: a space flag, or a letter that may follow a percent sign.
        ("50 % de réduction", []), ("100 %d'entre eux", ["%d"]), ("100%sûr", []), ("20%off", []), ("5%f", []),
        ("50 %% off", []), ("30 % des", []), ("%", []),
    ])
    func onlyUnambiguousConversionsCount(text: String, expected: [String]) {
        #expect(PlaceholderSignature.unambiguousPlaceholders(text).map(\.spec) == expected)
    }
}
