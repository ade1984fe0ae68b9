// Seed 000's test, verbatim (issue 5 quotes it: "This test must compile and pass unchanged"), against
// the module the seed imports. Only the imports are this file's own (sorted, as the
// project's swift-format configuration asks).
import ForgeObservers
import Foundation
import Synchronization
import Testing

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
