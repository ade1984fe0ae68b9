import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct GlossaryTests {
    let check = Glossary(terms: ["Firefly", "Wi-Fi"])
    let configuration = LocaleKitConfiguration(doNotTranslate: ["Firefly"])

    @Test(arguments: [
        (
            "Sign in to Firefly Sync", "Bei Glühwürmchen-Sync anmelden",
            "the translation does not keep 'Firefly' (doNotTranslate)"
        ),
        ("Join a Wi-Fi network", "Rejoindre un réseau WiFi", "the translation does not keep 'Wi-Fi' (doNotTranslate)"),
    ])
    func translatedTermIsReported(source: String, translation: String, message: String) {
        // Four letters must stay: "Fire" alone is another word.
        #expect(TextPairFixture.problems(check, "Firefly", "Fireball").count == 1)
        #expect(TextPairFixture.problems(check, source, translation) == [message])
    }

    @Test(arguments: [
        ("Sign in to Firefly Sync", "Bei Firefly Sync anmelden"),
        ("Sign in to Firefly", "Přihlaste se do Fireflye"),
        ("Sign in to Firefly", "Zaloguj się do Fireflaja"),
        ("Sign in to Firefly", "Zaloguj się do Firefla"),
        ("Fireflyer", "Glühwürmchen"),
        ("Not a Firefly tag", "NFCタグはFireflyのタグではありません"),
        ("Nothing to keep", "Nichts"),
    ])
    func keptOrInflectedTermIsClean(source: String, translation: String) {
        #expect(TextPairFixture.problems(check, source, translation).isEmpty)
    }

    @Test func withoutTermsTheRuleHasNothingToCheck() {
        #expect(Glossary(CheckContext(catalog: Catalog(developmentLanguage: "en"))) == nil)
    }

    @Test func fixtureFiresAtTheTranslationsAndItsTwinIsClean() {
        let lines = TextPairFixture.firingLines(Glossary.self, markers: ["1️⃣"], configuration: configuration)
        #expect(lines.found == lines.expected)
        #expect(TextPairFixture.cleanFindings(Glossary.self, configuration: configuration).isEmpty)
    }
}
