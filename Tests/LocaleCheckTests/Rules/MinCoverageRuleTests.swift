import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct MinCoverageRuleTests {
    let rule = MinCoverageRule()

    @Test(arguments: [
        (["de": 75.0], true), (["*": 50.0], true), (["*": 25.0], false), (["fr": 100.0, "*": 10.0], false),
    ])
    func languageBelowItsMinimumFails(minCoverage: [String: Double], fires: Bool) {
        let configuration = LocaleKitConfiguration(minCoverage: minCoverage)
        let findings = CheckFixture.findings(rule, "fires", configuration: configuration)
        #expect(findings.isEmpty == !fires)
        if fires {
            #expect(findings.first?.language == "de")
            #expect(findings.first?.diagnostic.message.contains("25% translated (1/4)") == true)
            #expect(findings.first?.diagnostic.location?.file.hasSuffix("de.lproj/Localizable.strings") == true)
        }
    }

    @Test func languageAtItsMinimumPasses() {
        let configuration = LocaleKitConfiguration(minCoverage: ["de": 75])
        #expect(CheckFixture.findings(rule, "clean", configuration: configuration).isEmpty)
    }

    @Test func withoutAMinimumNothingIsReported() {
        #expect(CheckFixture.findings(rule, "fires").isEmpty)
    }
}
