import ForgeObservers
import Foundation
import Observation
import Synchronization
import Testing

@MainActor
@Suite struct LocaleViewModelTests {
    @Test func viewModelStartsFromTheCurrentLocaleAndFollowsChanges() async throws {
        let center = NotificationCenter()
        let current = Mutex(AppLocale(languageCode: "en", regionCode: "US"))
        let model = LocaleViewModel(
            observer: LocaleObserver(notificationCenter: center, localeProvider: { current.withLock { $0 } }))
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
        // The stream emits the current value first; wait until the loop runs, then change.
        try await Task.sleep(for: .milliseconds(50))
        current.withLock { $0 = AppLocale(languageCode: "de", regionCode: "DE") }
        center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        for _ in 0..<200 where model.languageCode != "de" {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(model.languageCode == "de")
        #expect(model.regionCode == "DE")
        #expect(changed.withLock { $0 })
    }

    @Test func theLiveObserverIsUsableWithoutArguments() {
        let model = LocaleViewModel()
        #expect(model.languageCode.isEmpty == false)
    }
}
