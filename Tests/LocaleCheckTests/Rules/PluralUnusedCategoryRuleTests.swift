import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct PluralUnusedCategoryRuleTests {
    let rule = PluralUnusedCategoryRule()

    @Test func formTheLanguageNeverSelectsIsANote() {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣"]))
        #expect(findings.map(\.severity) == [.note])
        #expect(findings.first?.diagnostic.message.contains("'few'") == true)
    }

    @Test func zeroIsAllowedAsAnExplicitOverrideAndAnOlderCLDRsCategoryToo() {
        // en: `zero` (Apple's override for 0); he: `many`, which CLDR 41 selects for 20, 30… and CLDR 49 dropped.
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }
}
