import Foundation
import Testing

@testable import SwiftLocaleKit

/// The runtime's API on `LocaleKit.shared` as docs/runtime.md shows it. The only suite that touches `shared`; serialized.
@Suite(.serialized) struct SharedLocaleKitTests {
    init() {
        LocaleKit.configure(
            defaultLanguage: LocaleKitLanguage(code: "en"), bundle: .module, preferredLanguages: .fixed(["de", "en"]),
            selectionStore: .inMemory())
    }

    @Test func readmeExample() {
        LocaleKit.configure(defaultLanguage: LocaleKitLanguage(code: "en"))
        let language = LocaleKit.shared.currentLanguage
        #expect(language.code == "de")
        let a = "My Awesome string".localized
        let b = "My Awesome string".localized(comment: "My locale string")
        let c = "My Awesome string".localized(LocaleKit.shared.currentLanguage)
        #expect(a == "Mein toller Text")
        #expect(b == a)
        #expect(c == a)
        #expect(LocaleKit.shared.sortedLanguages.map(\.code).prefix(2) == ["de", "en"])
        var reloaded = false
        LocaleKit.shared.setLocale(LocaleKit.shared.sortedLanguages[1]) { reloaded = true }
        #expect(reloaded)
        #expect("My Awesome string".localized == "My awesome string")
        #expect("My Awesome string".localized(LocaleKitLanguage(code: "ru")) == "Моя замечательная строка")
        LocaleKit.shared.resetLocale()
        #expect(LocaleKit.shared.currentLanguage.code == "de")
    }

    /// `LocaleKit.localized` without a bundle reads the configured one, as `String.localized` does (it
    /// used to read `Bundle.main`, which has no tables here, and returned the key).
    @Test func lookupsWithoutABundleReadTheConfiguredOne() {
        let language = LocaleKitLanguage(code: "de")
        let fromString = "My Awesome string".localized(language)
        #expect(fromString == "Mein toller Text")
        #expect(LocaleKit.localized("My Awesome string", language: language) == fromString)
        #expect(LocaleKit.shared.localized("My Awesome string", language: language) == fromString)
        #expect(LocaleKit.localized("My Awesome string", bundle: .main, language: language) == "My Awesome string")
    }

    @Test func deprecatedSpellingStillWorks() {
        let old: any OldSpelling = LocaleKit.shared
        #expect(old.preferedLanguages.map(\.code) == ["de", "en"])
    }

    @Test func namesInDeviceAndCurrentLanguage() {
        LocaleKit.shared.setLocale(LocaleKitLanguage(code: "ru"))
        defer { LocaleKit.shared.resetLocale() }
        let french = LocaleKitLanguage(code: "fr")
        #expect(french.deviceLocaleName == "Französisch")
        #expect(french.currentLocaleName == "французский")
        #expect(french.nativeName == "français")
    }
}

/// Reaches the deprecated `preferedLanguages` without a deprecation warning.
protocol OldSpelling {
    var preferedLanguages: [LocaleKitLanguage] { get }
}

extension LocaleKit: OldSpelling {}
