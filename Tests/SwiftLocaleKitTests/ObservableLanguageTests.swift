import Foundation
import Observation
import Synchronization
import Testing

@testable import SwiftLocaleKit

/// `currentLanguage` under Observation tracking, as a SwiftUI view's `body` reads it.
@Suite struct ObservableLanguageTests {
    /// Runs `read` under tracking; the returned counter counts `onChange` calls.
    static func track<T>(_ read: () -> T) -> (T, Locked<Int>) {
        let changes = Locked(0)
        let value = withObservationTracking(read) { changes.update { $0 += 1 } }
        return (value, changes)
    }

    @Test func readingCurrentLanguageMakesTheReaderDependOnIt() {
        let kit = TestSupport.kit(preferred: ["en"])
        let (language, changes) = Self.track { kit.currentLanguage }
        #expect(language.code == "en")
        kit.setLocale(LocaleKitLanguage(code: "de"))
        #expect(changes.value == 1)
    }

    @Test func aLookupInTheCurrentLanguageDependsOnIt() {
        let kit = TestSupport.kit(preferred: ["en"])
        let (text, changes) = Self.track { kit.localized("greeting", bundle: .module) }
        #expect(text == "Hello")
        kit.setLocale(LocaleKitLanguage(code: "de"))
        #expect(changes.value == 1)
        #expect(kit.localized("greeting", bundle: .module) == "Hallo")
    }

    @Test func derivedPropertiesDependOnIt() {
        let kit = TestSupport.kit(preferred: ["en"])
        let (isRTL, changes) = Self.track { kit.isRTL }
        #expect(isRTL == false)
        kit.setLocale(LocaleKitLanguage(code: "ar"))
        #expect(changes.value == 1)
        #expect(kit.isRTL)
    }

    @Test func aLookupInAGivenLanguageDoesNotDependOnTheCurrentOne() {
        let kit = TestSupport.kit(preferred: ["en"])
        let (_, changes) = Self.track {
            kit.localized("greeting", bundle: .module, language: LocaleKitLanguage(code: "de"))
        }
        kit.setLocale(LocaleKitLanguage(code: "ru"))
        #expect(changes.value == 0)
    }

    @Test func selectingTheSameLanguageIsNoChange() {
        let kit = TestSupport.kit(preferred: ["en"])
        let (_, changes) = Self.track { kit.currentLanguage }
        kit.setLocale(LocaleKitLanguage(code: "en"))
        #expect(changes.value == 0)
    }

    @Test func systemLocaleChangesAndReconfigurationNotifyToo() {
        let center = NotificationCenter()
        let preferred = Locked(["en"])
        let kit = LocaleKit(
            bundle: .module, preferredLanguages: PreferredLanguages { preferred.value },
            selectionStore: .inMemory(nil), notificationCenter: center)
        let (_, changes) = Self.track { kit.currentLanguage }
        preferred.update { $0 = ["ja"] }
        center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        #expect(changes.value == 1)
        #expect(kit.currentLanguage.code == "ja")
    }

    /// `onChange` may read the language again at once (SwiftUI does): it runs outside the state lock.
    @Test func onChangeCanReadTheNewLanguage() {
        let kit = TestSupport.kit(preferred: ["en"])
        let seen = Mutex<String?>(nil)
        withObservationTracking {
            _ = kit.currentLanguage
        } onChange: {
            seen.withLock { $0 = kit.currentLanguage.code }
        }
        kit.setLocale(LocaleKitLanguage(code: "fr"))
        #expect(seen.withLock { $0 } == "fr")
    }
}
