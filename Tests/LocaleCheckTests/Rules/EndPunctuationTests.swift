import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct EndPunctuationTests {
    let check = EndPunctuation()

    @Test(arguments: [
        (
            "Done.", "Fertig", "de",
            "the development value ends with a full stop and the translation with no punctuation"
        ),
        (
            "Delete?", "Löschen!", "de",
            "the development value ends with a question mark and the translation with an exclamation mark"
        ),
        ("Loading…", "Lädt.", "de", "the development value ends with an ellipsis and the translation with a full stop"),
    ])
    func differentEndingIsReported(source: String, translation: String, language: String, message: String) {
        #expect(TextPairFixture.problems(check, source, translation, language: language) == [message])
    }

    @Test(arguments: [
        ("Done.", "完了。", "ja"), ("Delete?", "削除？", "zh-Hans"), ("Delete?", "حذف؟", "ar"),
        ("Delete?", "Supprimer\u{00A0}?", "fr"), ("Delete?", "¿Borrar?", "es"), ("Delete?", "Διαγραφή;", "el"),
        ("Done.", "เสร็จ", "th"), ("Done.", "हो गया।", "hi"), ("Loading…", "Lädt...", "de"),
        ("Say \"hi.\"", "Sag „hallo.“", "de"), ("Log in", "Anmelden.", "de"), ("Done.", "完了", "ja"),
        // Found on wikipedia-ios: Urdu script's ellipsis, Armenian's `:`, Mon without a full stop.
        ("Share…", "اشتراک۔ ۔ ۔", "ur"), ("Publishing...", "شائع تھیندا پئے۔۔۔", "skr-Arab"),
        ("Done.", "Պատրաստ է:", "hy"), ("Source code available under the $1.", "ကောဒ်နူ $1", "mnw"),
    ])
    func theLanguagesOwnPunctuationIsClean(source: String, translation: String, language: String) {
        #expect(TextPairFixture.problems(check, source, translation, language: language).isEmpty)
    }

    @Test func isOffByDefault() {
        #expect(EndPunctuation.defaultSeverity == nil)
        let findings = Checker().check(paths: [CheckFixture.folder(EndPunctuation.id, "fires")]).findings
        #expect(!findings.contains { $0.rule == EndPunctuation.id })
    }

    @Test func fixtureFiresAtTheTranslationsAndItsTwinIsClean() {
        let lines = TextPairFixture.firingLines(EndPunctuation.self, markers: ["1️⃣", "2️⃣"])
        #expect(lines.found == lines.expected)
        #expect(TextPairFixture.cleanFindings(EndPunctuation.self).isEmpty)
    }
}
