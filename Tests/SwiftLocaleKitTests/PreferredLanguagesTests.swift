import Foundation
import Testing

@testable import SwiftLocaleKit

@Suite struct PreferredLanguagesTests {
    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], ["de-DE"]),
        (["LANGUAGE": "fr:de_AT:en", "LANG": "ru_RU.UTF-8"], ["fr", "de-AT", "en", "ru-RU"]),
        (["LC_ALL": "ja_JP.UTF-8", "LC_MESSAGES": "ko_KR", "LANG": "de_DE"], ["ja-JP"]),
        (["LC_MESSAGES": "pt_BR.UTF-8", "LANG": "de_DE"], ["pt-BR"]),
        (["LC_ALL": "", "LANG": "sr_RS@latin"], ["sr-RS"]),
        (["LANG": "C"], []),
        (["LANG": "C.UTF-8"], []),
        (["LANG": "POSIX", "LANGUAGE": "es"], ["es"]),
        (["LANGUAGE": "C:zh_CN", "LANG": "zh_TW.UTF-8"], ["zh-CN", "zh-TW"]),
        ([:], []),
    ])
    func posixVariables(environment: [String: String], expected: [String]) {
        #expect(PreferredLanguages.posixLanguages(in: environment) == expected)
    }

    @Test func codesAreNormalizedAndUnique() {
        let provider = PreferredLanguages.fixed(["de_DE", "de-DE", "zh_hans", ""])
        #expect(provider.codes() == ["de-DE", "zh-Hans"])
    }

    @Test func posixProviderFeedsLocaleKit() {
        let kit = LocaleKit(
            bundle: .module, preferredLanguages: .posix(["LANGUAGE": "xx:ru_RU", "LANG": "en_US.UTF-8"]),
            selectionStore: .inMemory(), notificationCenter: .init())
        #expect(kit.preferredLanguages.map(\.code) == ["xx", "ru-RU", "en-US"])
        #expect(kit.currentLanguage.code == "ru-RU")
        #expect(kit.selectedAppLocale.code == "ru")
    }
}
