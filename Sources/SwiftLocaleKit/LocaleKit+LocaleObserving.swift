import Foundation
import LocalizationFormats

/// `LocaleKit` follows in-app switches the way ``LocaleObserver`` follows the system: a view model
/// that takes any ``LocaleObserving`` works with either.
extension LocaleKit: LocaleObserving {
    /// The current language as an `AppLocale`.
    public var current: AppLocale { AppLocale(currentLanguage) }

    /// The current language, then each change.
    public var localeStream: AsyncStream<AppLocale> {
        state.withLock { state in localeBroadcaster.subscribe(initial: AppLocale(resolve(&state))) }
    }
}
