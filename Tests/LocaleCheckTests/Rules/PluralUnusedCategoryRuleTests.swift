import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct PluralUnusedCategoryRuleTests {
    let rule = PluralUnusedCategoryRule()

    @Test func formTheLanguageNeverSelectsIsAWarning() {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣"]))
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.diagnostic.message.contains("'few'") == true)
    }

    @Test func zeroIsAllowedAsAnExplicitOverride() {
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }
}
