// Seed 000's test, verbatim (issue 5 quotes it: "This test must compile and pass unchanged"), against
// the module the seed imports. Only the imports are this file's own (sorted, as the
// project's swift-format configuration asks).
import ForgeObservers
import Foundation
import Synchronization
import Testing

@Test
func localeObserverReactsToChange() async throws {
    let center = NotificationCenter()
    let current = Mutex(AppLocale(languageCode: "en", regionCode: "US"))
    let observer = LocaleObserver(
        notificationCenter: center,
        localeProvider: { current.withLock { $0 } }
    )
    current.withLock { $0 = AppLocale(languageCode: "de", regionCode: "DE") }
    center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
    try await Task.sleep(for: .milliseconds(50))
    #expect(observer.current.languageCode == "de")
}
