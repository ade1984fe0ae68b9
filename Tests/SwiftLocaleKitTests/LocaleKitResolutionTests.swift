import Foundation
import Synchronization
import Testing

@testable import SwiftLocaleKit

@Suite struct LocaleKitResolutionTests {

    @Test func supportedLanguagesAreTheBundleFoldersWithoutBase() {
        let kit = TestSupport.kit()
        #expect(kit.allSupportedLanguages.map(\.code) == ["ar", "de", "en", "fr", "ja", "ru", "zh-Hans"])
    }

    @Test func selectionWinsOverEverything() {
        let kit = TestSupport.kit(preferred: ["de"], selected: "ja", defaultLanguage: "ru")
        #expect(kit.currentLanguage.code == "ja")
    }

    @Test func firstSupportedPreferredLanguage() {
        #expect(TestSupport.kit(preferred: ["xx", "sv", "ru", "de"]).currentLanguage.code == "ru")
        #expect(TestSupport.kit(preferred: ["de-AT", "ru"]).currentLanguage.code == "de-AT")
        #expect(TestSupport.kit(preferred: ["zh-Hans-CN"]).currentLanguage.code == "zh-Hans-CN")
        // Only the short code matches: the supported language is used.
        #expect(TestSupport.kit(preferred: ["zh-Hant-TW"]).currentLanguage.code == "zh-Hans")
    }

    @Test func configuredDefaultWhenNothingPreferredIsSupported() {
        #expect(TestSupport.kit(preferred: ["sv", "fi"], defaultLanguage: "de").currentLanguage.code == "de")
    }

    @Test func developmentLanguageLast() {
        #expect(TestSupport.kit(preferred: ["sv"]).currentLanguage.code == "en")
        let kit = LocaleKit(
            bundle: .module, preferredLanguages: .fixed([]), selectionStore: .inMemory(), developmentLanguage: "fr",
            notificationCenter: .init())
        #expect(kit.currentLanguage.code == "fr")
    }

    @Test func sortedLanguagesPutPreferredFirst() {
        let kit = TestSupport.kit(preferred: ["ru-RU", "xx", "ja", "ru"])
        #expect(kit.sortedLanguages.map(\.code) == ["ru", "ja", "ar", "de", "en", "fr", "zh-Hans"])
        #expect(kit.preferredLanguages.map(\.code) == ["ru-RU", "xx", "ja", "ru"])
    }

    @Test(arguments: [
        ("de", "de"), ("de-AT", "de"), ("zh-Hans-CN", "zh-Hans"), ("zh-Hant", "zh-Hans"), ("sv", "en"), ("ar-EG", "ar"),
    ])
    func selectedAppLocale(selected: String, expected: String) {
        #expect(TestSupport.kit(selected: selected).selectedAppLocale.code == expected)
    }

    /// Nothing supported is close to the selection: the app is shown in its development language
    /// (where lookups fall back to), not in English.
    @Test func selectedAppLocaleFallsBackToTheDevelopmentLanguage() {
        let kit = LocaleKit(
            bundle: .module, preferredLanguages: .fixed([]), selectionStore: .inMemory("sv"), developmentLanguage: "fr",
            notificationCenter: .init())
        #expect(kit.selectedAppLocale.code == "fr")
    }

    @Test func rightToLeftFollowsTheSelectedLanguage() {
        let arabic = TestSupport.kit(selected: "ar")
        #expect(arabic.isRTL)
        #expect(arabic.layoutDirection == .rightToLeft)
        let german = TestSupport.kit(preferred: ["ar"], selected: "de")
        #expect(!german.isRTL)
        #expect(german.layoutDirection == .leftToRight)
        // Hebrew is right-to-left but not supported: the app shows English.
        #expect(!TestSupport.kit(selected: "he").isRTL)
    }

    @Test func setLocaleIsVisibleBeforeTheCompletionRuns() {
        let kit = TestSupport.kit(preferred: ["de"])
        #expect(kit.currentLanguage.code == "de")
        var seenInCompletion: String?
        kit.setLocale(LocaleKitLanguage(code: "ru")) { seenInCompletion = kit.currentLanguage.code }
        #expect(seenInCompletion == "ru")
        #expect(kit.localized("greeting", bundle: .module) == "Привет")
        kit.resetLocale()
        #expect(kit.currentLanguage.code == "de")
    }

    @Test func systemLocaleChangeReResolves() {
        let center = NotificationCenter()
        let preferred = Preferred(["de"])
        let kit = LocaleKit(
            bundle: .module, preferredLanguages: PreferredLanguages { preferred.codes }, selectionStore: .inMemory(),
            notificationCenter: center)
        #expect(kit.currentLanguage.code == "de")
        preferred.codes = ["ja"]
        #expect(kit.currentLanguage.code == "de")  // cached until the system says it changed
        center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        #expect(kit.currentLanguage.code == "ja")
    }
}

/// A changeable preferred-language list for tests.
final class Preferred: Sendable {
    private let storage: Mutex<[String]>
    init(_ codes: [String]) { storage = Mutex(codes) }
    var codes: [String] {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
