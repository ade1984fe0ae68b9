import Foundation
import LocalizationFormats
import Synchronization
import Testing

@testable import SwiftLocaleKit

@Suite struct LookupTests {
    let kit = TestSupport.kit(preferred: ["en"])

    private func lookup(
        _ key: String, _ language: String, table: String? = nil, _ arguments: [any CVarArg] = []
    ) -> String {
        kit.localized(
            key, table: table, bundle: .module, language: LocaleKitLanguage(code: language), arguments: arguments)
    }

    @Test(arguments: [
        ("en", "Hello"), ("de", "Hallo"), ("ru", "Привет"), ("ar", "مرحبا"), ("ja", "こんにちは"), ("zh-Hans", "你好"),
        ("fr", "Bonjour"),
    ])
    func stringsInEveryLanguage(language: String, expected: String) {
        #expect(lookup("greeting", language) == expected)
    }

    @Test func currentLanguageIsTheDefault() {
        let german = TestSupport.kit(preferred: ["de"])
        #expect(german.localized("My Awesome string", bundle: .module) == "Mein toller Text")
    }

    @Test(arguments: [
        ("zh-Hans-CN", "你好"), ("zh_Hans", "你好"), ("de-AT", "Hallo"), ("ru-UA", "Привет"), ("sv", "Hello"),
        ("zh-Hant-HK", "Hello"),
    ])
    func fallsBackThroughTheChain(language: String, expected: String) {
        #expect(lookup("greeting", language) == expected)
    }

    @Test func developmentLanguageThenBaseThenKey() {
        #expect(lookup("only.english", "ja") == "Only in English")
        #expect(lookup("only.base", "de") == "Only in Base")
        #expect(lookup("no.such.key", "de") == "no.such.key")
        #expect(lookup("greeting", "de", table: "NoSuchTable") == "greeting")
    }

    @Test func namedTables() {
        #expect(lookup("title", "de", table: "Settings") == "Einstellungen")
        #expect(lookup("title", "ru", table: "Settings") == "Settings")
        #expect(lookup("greeting", "de", table: "Settings") == "greeting")
    }

    @Test func argumentsAreFormattedInTheLanguagesLocale() {
        #expect(lookup("welcome", "ja", ["太郎"]) == "ようこそ、太郎さん！")
        #expect(lookup("progress", "en", [1234 as Int, 5678 as Int]) == "Downloaded 1,234 of 5,678")
        #expect(lookup("progress", "de", [1234 as Int, 5678 as Int]) == "1.234 von 5.678 heruntergeladen")
        #expect(lookup("population", "ru", [1_234_567 as Int]).hasSuffix(" человек"))
        #expect(lookup("price", "de", [3.5]) == "Kostet 3,50")
        #expect(lookup("price", "en", [3.5]) == "Costs 3.50")
    }

    @Test func valuesWithoutArgumentsAreReturnedAsWritten() {
        #expect(lookup("percent", "en") == "100%% done")
        #expect(lookup("percent", "en", [1 as Int]) == "100% done")
    }

    @Test func staticLookupUsesShared() {
        #expect(LocaleKit.localized("greeting", bundle: .module, language: LocaleKitLanguage(code: "ru")) == "Привет")
    }

    @Test func tablesAreCachedUntilReloaded() throws {
        let bundle = try TestSupport.temporaryBundle { directory in
            try TestSupport.write(Data(#""k" = "one";"#.utf8), to: "en.lproj/Localizable.strings", in: directory)
        }
        let kit = TestSupport.kit(bundle: bundle)
        #expect(kit.localized("k", bundle: bundle) == "one")
        let url = try #require(bundle.resourceURL).appending(path: "en.lproj/Localizable.strings")
        try Data(#""k" = "two";"#.utf8).write(to: url)
        #expect(kit.localized("k", bundle: bundle) == "one")
        kit.reloadTables()
        #expect(kit.localized("k", bundle: bundle) == "two")
    }
}
