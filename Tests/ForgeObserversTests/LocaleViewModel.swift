import ForgeObservers
import Foundation
import Observation

/// The usage the seed's API was designed for: an `@Observable` view model that binds
/// `languageCode`/`regionCode` from any `LocaleObserving`'s `localeStream`.
@MainActor @Observable
final class LocaleViewModel {
    var languageCode = ""
    var regionCode: String?

    private let observer: any LocaleObserving

    init(observer: any LocaleObserving = LocaleObserver()) {
        self.observer = observer
        languageCode = observer.current.languageCode
        regionCode = observer.current.regionCode
    }

    func observe() async {
        for await locale in observer.localeStream {
            languageCode = locale.languageCode
            regionCode = locale.regionCode
        }
    }
}
