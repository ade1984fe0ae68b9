import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct InvalidFormatRuleTests {
    let rule = InvalidFormatRule()

    @Test func mixedNumberingAndUnknownConversionAreErrorsAtTheValue() {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣", "2️⃣"]))
        #expect(findings.map(\.severity) == [.error, .error])
        #expect(findings.map(\.key) == ["count", "name"])
    }

    @Test func everyWidthOfAVariableWidthEntryIsChecked() {
        let findings = CheckFixture.findings(rule, "widths")
        let markers = CheckFixture.markers(rule.id, "widths")
        // `%1$ld %@`: numbering mixed, and argument 1 used as Int and as String; width 30 is fine.
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣", "1️⃣"]))
        #expect(findings.allSatisfy { $0.diagnostic.message.hasPrefix("'items' (en) width 10: ") })
    }

    /// `selected`: the count is argument 1 (`%#@COUNT@`, type `d`) and its forms print argument 1 as
    /// `%1$@`: Foundation reads one argument as two types. Its twins are clean: `shared` prints a
    /// string as argument 1 and counts argument 2; `downloads` prints its `lld` count as `%1$d`.
    @Test func aFormPrintingItsCountAsAnotherTypeIsAnError() {
        let findings = CheckFixture.findings(rule, "counts")
        #expect(findings.map(\.key) == ["selected"])
        #expect(findings.map(\.severity) == [.error])
        #expect(findings.first?.diagnostic.message.contains("forms 'one', 'other' of 'COUNT'") == true)
        #expect(findings.allSatisfy { $0.diagnostic.message.contains("Foundation reads one argument as two types") })
        #expect(findings.first?.diagnostic.message.contains("prints argument 1 as %1$@ (String)") == true)
    }

    @Test func plainTextWithAPercentSignIsNotAFormatString() {
        // "100% free" has no placeholder in the development language, so neither it nor
        // "100 % gratis" is parsed as a format; "%%" is a literal percent sign.
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }
}
