import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct InconsistentTranslationRuleTests {
    let rule = InconsistentTranslationRule()

    @Test func theTranslationThatDiffersFromTheUsualOneIsReported() {
        let items = [("a", "Speichern"), ("b", "Speichern"), ("c", "Sichern"), ("d", "An")].map {
            InconsistentTranslations.Item(key: $0.0, source: $0.0 == "d" ? "On" : "Save", translation: $0.1)
        }
        let found = InconsistentTranslations.find(items)
        #expect(found.map(\.item.key) == ["c"])
        #expect(found.first?.usualKey == "a")
        #expect(found.first?.usualTranslation == "Speichern")
    }

    /// wikipedia-ios `ja`: keys left in English outvoted the translated ones; the copies are
    /// keys not translated yet, neither the usual translation nor a deviation.
    @Test func copiesOfTheDevelopmentTextTakeNoPart() {
        let items = [("a", "Retry"), ("b", "Retry"), ("c", "再試行"), ("d", "やり直す"), ("e", "Retry"), ("f", "再試行")].map {
            InconsistentTranslations.Item(key: $0.0, source: "Retry", translation: $0.1)
        }
        let found = InconsistentTranslations.find(items)
        #expect(found.map(\.item.key).sorted() == ["d"])
        #expect(found.first?.usualTranslation == "再試行")
        // Before: the three copies were the usual translation, and the translated key the deviation.
        #expect(InconsistentTranslations.find(Array(items.prefix(3))).isEmpty)
    }

    @Test(arguments: [("Включен", "Включено"), ("Speichern", "speichern"), ("Изключена", "Изключено")])
    func caseAndWordEndingsAreVariantsNotInconsistencies(one: String, other: String) {
        #expect(InconsistentTranslations.isVariant(one, of: other))
    }

    @Test func differentWordsAreNotVariants() {
        #expect(!InconsistentTranslations.isVariant("Sichern", of: "Speichern"))
        #expect(!InconsistentTranslations.isVariant("В пауза", of: "На пауза"))
    }

    @Test func isANoteAtTheDeviatingTranslationAndItsTwinIsClean() {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣"]))
        #expect(findings.allSatisfy { $0.severity == .note })
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }
}
