import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct ControlCharacterTests {
    let check = ControlCharacter()

    @Test(arguments: [
        ("sent", "已經發送過\u{18}感謝", "U+0018"),
        ("Bell", "Glocke\u{07}", "U+0007"),
        ("Next", "Weiter\u{85}", "U+0085"),
    ])
    func anAddedControlCharacterIsReported(source: String, translation: String, name: String) {
        let problems = TextPairFixture.problems(check, source, translation, language: "zh-Hant")
        #expect(problems.count == 1)
        #expect(problems.first?.contains(name) == true)
    }

    @Test(arguments: [
        ("Name:\tValue", "名稱：\t值"),
        ("Line\nbreak", "Zeilen\r\numbruch"),
        ("Keep\u{18}", "Behalten\u{18}"),
    ])
    func tabsLineBreaksAndTheSourcesOwnAreClean(source: String, translation: String) {
        #expect(TextPairFixture.problems(check, source, translation, language: "de").isEmpty)
    }

    @Test func fixtureFiresAtTheTranslationAndItsTwinIsClean() {
        let lines = TextPairFixture.firingLines(ControlCharacter.self, markers: ["1️⃣"])
        #expect(lines.found == lines.expected)
        #expect(TextPairFixture.cleanFindings(ControlCharacter.self).isEmpty)
        #expect(ControlCharacter.defaultSeverity == .warning)
    }
}
