import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct ExtraKeyRuleTests {
    let rule = ExtraKeyRule()

    @Test func keyUnknownToTheDevelopmentLanguageIsANoteAtTheTranslation() {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣"]))
        #expect(findings.map(\.severity) == [.note])
        #expect(findings.map(\.key) == ["greeting.old"])
    }

    @Test func sameKeysAreClean() {
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }
}
