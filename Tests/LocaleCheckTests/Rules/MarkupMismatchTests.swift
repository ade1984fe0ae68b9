import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct MarkupMismatchTests {
    let check = MarkupMismatch()

    @Test(arguments: [
        (
            "Tap <b>Save</b>", "Tippe auf Speichern",
            "the translation is missing <b> </b>, which the development value has"
        ),
        (
            "See [FAQ](https://a.org/faq)", "Siehe [FAQ](https://a.org/x)",
            "the translation has […](https://a.org/x) where the development value has […](https://a.org/faq)"
        ),
        (
            "^[%lld photos](inflect: true)", "%lld Fotos",
            "the translation is missing ^[…](inflect: true), which the development value has"
        ),
        ("A **bold** move", "Ein mutiger Zug", "the translation is missing **…**, which the development value has"),
        // Between a letter and a punctuation mark `**` opens nothing: a renderer shows the asterisks.
        (
            "Tap **%@** to go on", "点击**%@**继续",
            "the translation is missing **…**, which the development value has"
        ),
        // A run of three is emphasis and strong emphasis.
        (
            "Delete ALL records?", "确定要删除 ***所有*** 记录吗？",
            "the translation has **…** *…*, which the development value does not have"
        ),
        ("Plain", "<i>Schlicht</i>", "the translation has <i> </i>, which the development value does not have"),
        (
            "<a href=\"https://a.org\">Go</a>", "<a href=\"https://b.org\">Los</a>",
            "the translation has <a href=\"https://b.org\"> where the development value has <a href=\"https://a.org\">"
        ),
    ])
    func differentMarkupIsReportedOnce(source: String, translation: String, message: String) {
        #expect(TextPairFixture.problems(check, source, translation) == [message])
    }

    @Test(arguments: [
        ("Tap <b>Save</b> now", "Jetzt <B>Speichern</B> tippen"),
        ("<br/>Line", "Zeile<br/>"),
        ("[FAQ](https://a.org) and [help](https://a.org)", "[Hilfe](https://a.org)"),
        ("<unknown>", "<unbekannt>"),
        ("file_name_here", "datei_name"),
        ("2 * 3 * 4", "2 * 3 * 4 ="),
        ("*Note:* see <a href=\"x\">here</a>", "<a href=\"x\">Hier</a> *Hinweis:*"),
        // Chinese has no spaces: emphasis inside a sentence is still emphasis to a Markdown renderer.
        ("To print, **Enable AirPrint** in Settings.", "要打印，请在设置中**启用 AirPrint**。"),
        ("***Warning***: this deletes ALL records", "***警告***：这会删除所有记录"),
    ])
    func sameMarkupInAnyOrderIsClean(source: String, translation: String) {
        #expect(TextPairFixture.problems(check, source, translation).isEmpty)
    }

    @Test func fixtureFiresAtTheTranslationsAndItsTwinIsClean() {
        let lines = TextPairFixture.firingLines(MarkupMismatch.self, markers: ["1️⃣", "2️⃣"])
        #expect(lines.found == lines.expected)
        #expect(TextPairFixture.cleanFindings(MarkupMismatch.self).isEmpty)
    }
}
