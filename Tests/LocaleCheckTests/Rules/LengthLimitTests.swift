import LocaleCheckReporting
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct LengthLimitTests {
    let check = LengthLimit(maxLength: ["button.*": 8, "button.save": 12])
    let configuration = LocaleKitConfiguration(maxLength: ["button.*": 8])

    @Test func theStrictestMatchingGlobLimitsTheLengthInCharacters() {
        #expect(
            TextPairFixture.problems(check, "Save", "Speichern!", key: "button.save") == [
                "the translation is 10 characters long, over the limit of 8 (maxLength \"button.*\")"
            ])
        #expect(TextPairFixture.problems(check, "Save", "Sichern", key: "button.save").isEmpty)
        #expect(TextPairFixture.problems(check, "Save", "Speichern!", key: "title").isEmpty)
    }

    @Test func aCommentMarkerWinsOverTheGlobs() {
        let found = TextPairFixture.problems(check, "Save", "Sichern", key: "button.save", comment: "maxLength: 5")
        #expect(found == ["the translation is 7 characters long, over the limit of 5 (maxLength in the comment)"])
        #expect(LengthLimit.marker(in: "Tab title. MAXLENGTH=12 please") == 12)
        #expect(LengthLimit.marker(in: "no limit") == nil)
    }

    @Test func graphemeClustersCountOnce() {
        #expect(TextPairFixture.problems(check, "Flag", "🇩🇪👍🏽é", key: "x", comment: "maxLength: 3").isEmpty)
    }

    @Test func isAnError() {
        #expect(LengthLimit.defaultSeverity == .error)
    }

    @Test func fixtureFiresAtTheTranslationsAndItsTwinIsClean() {
        let lines = TextPairFixture.firingLines(LengthLimit.self, markers: ["1️⃣", "2️⃣"], configuration: configuration)
        #expect(lines.found == lines.expected)
        #expect(TextPairFixture.cleanFindings(LengthLimit.self, configuration: configuration).isEmpty)
    }
}
