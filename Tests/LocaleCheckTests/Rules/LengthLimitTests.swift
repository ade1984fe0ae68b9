import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
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

    /// The marker is found on the comment's bytes, a word at a time: its edges.
    @Test(
        arguments: [
            ("maxLength:7", 7), ("MaXlEnGtH = 15", 15), ("mmaxlength=3 first", 3), ("see maxlength", nil),
            ("maxlength: soon, maxLength: 4", nil), ("ëmaxlength:9", 9), ("maxlengt:5", nil), ("", nil),
            ("maxlength", nil),
            ("maxLength 99999999999999999999", nil), ("MAXLENGTH\u{2028}:4", nil),
        ] as [(String, Int?)])
    func theCommentMarkerIsReadFromTheBytes(comment: String, limit: Int?) {
        #expect(LengthLimit.marker(in: comment) == limit)
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
