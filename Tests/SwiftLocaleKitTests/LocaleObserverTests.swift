import Foundation
import Observation
import Synchronization
import Testing

@testable import SwiftLocaleKit

@Test(.timeLimit(.minutes(10)))
func localeObserverReactsToChange() async throws {
    let center = NotificationCenter()
    let current = Mutex(AppLocale(languageCode: "en", regionCode: "US"))
    let observer = LocaleObserver(
        notificationCenter: center,
        localeProvider: { current.withLock { $0 } }
    )
    var locales = observer.localeStream.makeAsyncIterator()
    #expect(await locales.next()?.languageCode == "en")
    current.withLock { $0 = AppLocale(languageCode: "de", regionCode: "DE") }
    center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
    // The notification itself, not a read of the provider, brings the change.
    #expect(await locales.next()?.languageCode == "de")
    #expect(observer.current.languageCode == "de")
}

/// The usage the API was designed for: a view model bound to any `LocaleObserving`.
@MainActor @Observable
final class LocaleViewModel {
    var languageCode = ""
    var regionCode: String?

    func follow(_ observer: any LocaleObserving) async {
        for await locale in observer.localeStream {
            languageCode = locale.languageCode
            regionCode = locale.regionCode
        }
    }
}

@Suite struct LocaleObserverTests {
    @Test func appLocaleFromLocale() {
        #expect(AppLocale(from: Locale(identifier: "de_AT")) == AppLocale(languageCode: "de", regionCode: "AT"))
        #expect(AppLocale(from: Locale(identifier: "ja")) == AppLocale(languageCode: "ja"))
        #expect(AppLocale(LocaleKitLanguage(code: "zh-Hant-HK")) == AppLocale(languageCode: "zh", regionCode: "HK"))
        #expect(AppLocale().languageCode.isEmpty == false)
    }

    @Test func streamEmitsCurrentFirstThenEachChange() async throws {
        let center = NotificationCenter()
        let current = Mutex(AppLocale(languageCode: "en", regionCode: "US"))
        let observer = LocaleObserver(notificationCenter: center, localeProvider: { current.withLock { $0 } })
        var iterator = observer.localeStream.makeAsyncIterator()
        #expect(await iterator.next() == AppLocale(languageCode: "en", regionCode: "US"))
        for code in ["de", "fr", "ja"] {
            current.withLock { $0 = AppLocale(languageCode: code) }
            center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
            #expect(await iterator.next() == AppLocale(languageCode: code))
        }
    }

    @Test func eachSubscriberHasItsOwnStream() async throws {
        let center = NotificationCenter()
        let observer = LocaleObserver(notificationCenter: center, localeProvider: { AppLocale(languageCode: "ru") })
        var first = observer.localeStream.makeAsyncIterator()
        var second = observer.localeStream.makeAsyncIterator()
        #expect(await first.next()?.languageCode == "ru")
        #expect(await second.next()?.languageCode == "ru")
        center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        #expect(await first.next()?.languageCode == "ru")
        #expect(await second.next()?.languageCode == "ru")
    }

    /// An observer that counts how often it is asked for the locale (once per live subscriber and change).
    static func countingObserver(_ center: NotificationCenter) -> (LocaleObserver, calls: Locked<Int>) {
        let calls = Locked(0)
        let observer = LocaleObserver(
            notificationCenter: center,
            localeProvider: {
                calls.update { $0 += 1 }
                return AppLocale(languageCode: "en")
            })
        return (observer, calls)
    }

    @Test func cancellingASubscriptionRemovesItsObserver() async throws {
        let center = NotificationCenter()
        let (observer, calls) = Self.countingObserver(center)
        let received = Locked(0)
        let task = Task {
            for await _ in observer.localeStream { received.update { $0 += 1 } }
        }
        #expect(await TestSupport.eventually { received.value == 1 })
        center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        #expect(await TestSupport.eventually { received.value == 2 })
        #expect(calls.value == 2)

        task.cancel()
        await task.value
        for _ in 0..<5 { center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil) }
        // Nobody asks for the locale any more: the notification observer is gone.
        #expect(calls.value == 2)
    }

    @Test func leavingTheLoopRemovesTheObserver() async {
        let center = NotificationCenter()
        let (observer, calls) = Self.countingObserver(center)
        for await locale in observer.localeStream {
            #expect(locale.languageCode == "en")
            break
        }
        #expect(calls.value == 1)
        center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        #expect(calls.value == 1)
    }

    @Test @MainActor func observableViewModelFollowsSystemChanges() async throws {
        let center = NotificationCenter()
        let current = Mutex(AppLocale(languageCode: "en", regionCode: "US"))
        let observer = LocaleObserver(notificationCenter: center, localeProvider: { current.withLock { $0 } })
        let model = LocaleViewModel()
        let task = Task { await model.follow(observer) }
        defer { task.cancel() }
        #expect(await TestSupport.eventually { await model.languageCode == "en" })

        let changed = Mutex(false)
        withObservationTracking {
            _ = model.languageCode
        } onChange: {
            changed.withLock { $0 = true }
        }
        current.withLock { $0 = AppLocale(languageCode: "de", regionCode: "DE") }
        center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        #expect(await TestSupport.eventually { await model.languageCode == "de" })
        #expect(model.regionCode == "DE")
        #expect(changed.withLock { $0 })
    }

    @Test @MainActor func observableViewModelFollowsInAppSwitches() async throws {
        let kit = TestSupport.kit(preferred: ["en"])
        let model = LocaleViewModel()
        let task = Task { await model.follow(kit) }
        defer { task.cancel() }
        #expect(await TestSupport.eventually { await model.languageCode == "en" })
        kit.setLocale(LocaleKitLanguage(code: "de-AT"))
        #expect(await TestSupport.eventually { await model.languageCode == "de" })
        #expect(model.regionCode == "AT")
        #expect(kit.current == AppLocale(languageCode: "de", regionCode: "AT"))
    }
}
