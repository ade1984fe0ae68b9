import ForgeObservers
import Foundation
import Observation
import Synchronization
import Testing

@MainActor
@Suite struct LocaleViewModelTests {
    @Test(.timeLimit(.minutes(10))) func viewModelStartsFromTheCurrentLocaleAndFollowsChanges() async throws {
        let center = NotificationCenter()
        let current = Mutex(AppLocale(languageCode: "en", regionCode: "US"))
        let (subscriptions, subscribed) = AsyncStream<Void>.makeStream()
        let model = LocaleViewModel(
            observer: SubscriptionSignal(
                base: LocaleObserver(notificationCenter: center, localeProvider: { current.withLock { $0 } }),
                subscribed: subscribed))
        #expect(model.languageCode == "en")
        #expect(model.regionCode == "US")

        let task = Task { await model.observe() }
        defer { task.cancel() }
        let changed = Mutex(false)
        withObservationTracking {
            _ = model.regionCode
        } onChange: {
            changed.withLock { $0 = true }
        }
        // Once the model listens, a posted change is buffered in its stream whenever its loop runs.
        var waiting = subscriptions.makeAsyncIterator()
        _ = await waiting.next()
        current.withLock { $0 = AppLocale(languageCode: "de", regionCode: "DE") }
        center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        await changes(of: { model.regionCode }, until: { $0 == "DE" })
        #expect(model.languageCode == "de")
        #expect(model.regionCode == "DE")
        #expect(changed.withLock { $0 })
    }

    @Test func theLiveObserverIsUsableWithoutArguments() {
        let model = LocaleViewModel()
        #expect(model.languageCode.isEmpty == false)
    }
}
