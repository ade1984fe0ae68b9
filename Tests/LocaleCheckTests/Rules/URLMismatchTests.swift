import Foundation
import KeyUsage
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct URLMismatchTests {
    let check = URLMismatch(developmentLanguage: "en")

    @Test(arguments: [
        ("Read https://support.mozilla.org/en-US/kb/sync.", "Lies https://support.mozilla.org/kb/sync."),
        ("Write to help@mozilla.org", "Schreib an hilfe@mozilla.org"),
        ("Visit www.wikipedia.org", "Besuche wikipedia.org"),
        ("See https://a.org/x?y=1", "Siehe https://a.org/x?y=2"),
    ])
    func changedLinkIsReported(source: String, translation: String) {
        #expect(TextPairFixture.problems(check, source, translation).count == 1)
    }

    @Test(arguments: [
        ("Read https://support.mozilla.org/en-US/kb/sync.", "Lies https://support.mozilla.org/de/kb/sync!", "de"),
        ("See https://support.apple.com/HT204915.", "https://support.apple.com/HT204915를 참조하세요.", "ko"),
        ("name@example.com", "nom@exemple.fr", "fr"),
        ("http://homeassistant.local:8123/", "http://maison.local:8123/", "fr"),
        ("Sent by %@", "Gesendet von %@", "de"),
        ("Open (https://a.org/wiki/X_(y))", "Öffne (https://a.org/wiki/X_(y))", "de"),
    ])
    func unchangedOrLocalizableLinkIsClean(source: String, translation: String, language: String) {
        #expect(TextPairFixture.problems(check, source, translation, language: language).isEmpty)
    }

    /// The Home Assistant app's server field shows a sample address each language localizes.
    @Test func aPlaceholderOrExampleKeysURLIsASample() {
        let source = "https://homeassistant.myhouse.com"
        let pair = TextPair(
            table: "Localizable", key: "settings.connection_section.external_base_url.placeholder", source: source,
            translation: "https://homeassistant.meinhaus.de", language: "de", comment: nil)
        #expect(check.problems(in: pair).isEmpty)
        let example = TextPair(
            table: "Localizable", key: "login.example_url", source: source, translation: "https://ha.casa.es",
            language: "es", comment: nil)
        #expect(check.problems(in: example).isEmpty)
        #expect(TextPairFixture.problems(check, source, "https://homeassistant.meinhaus.de").count == 1)
    }

    @Test func fixtureFiresAtTheTranslationsAndItsTwinIsClean() {
        let lines = TextPairFixture.firingLines(URLMismatch.self, markers: ["1️⃣", "2️⃣"])
        #expect(lines.found == lines.expected)
        #expect(TextPairFixture.cleanFindings(URLMismatch.self).isEmpty)
    }

    /// `mayHaveLinks` only rules out texts with no link: over every text of the test corpus and
    /// texts made to be near misses, a text it rules out has none.
    @Test func textsRuledOutHaveNoLinks() {
        let crafted = [
            "%#@count@", "%1$#@v1@ and %2$@", "mail me@example.com.", "a@b.c", "a@b..com", "x@1.de", "x@-a.org",
            "@home", "name@ host.com", "https://x.org", "www.x.org", "me@x", "%@ and %1$@", "no@dot", "q@a-b.io",
        ]
        let corpus = CatalogLoader().load([TestPaths.corpus])
        let texts = corpus.tables.values.flatMap {
            $0.languages.values.flatMap { $0.entries.values.flatMap(\.translation.allStrings) }
        }
        var ruledOut = 0
        for text in crafted + texts where !LinkScanner.mayHaveLinks(text) {
            ruledOut += 1
            #expect(LinkScanner.links(in: text).isEmpty, "\(text)")
        }
        #expect(ruledOut > 1_000)
        #expect(crafted.filter(LinkScanner.mayHaveLinks).count >= 7)
    }
}
