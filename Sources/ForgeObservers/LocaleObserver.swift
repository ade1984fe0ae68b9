import Foundation

/// Follows the system locale: `NSLocale.currentLocaleDidChangeNotification` on the given center.
///
/// ```swift
/// let observer = LocaleObserver()
/// for await locale in observer.localeStream { print(locale.languageCode) }
/// ```
///
/// Each ``localeStream`` subscriber gets its own stream and its own notification observer; ending
/// the iteration (or cancelling its task) removes that observer.
public struct LocaleObserver: LocaleObserving {
    private let notificationCenter: NotificationCenter
    private let localeProvider: @Sendable () -> AppLocale

    /// An observer of `notificationCenter`, reading the locale with `localeProvider`.
    ///
    /// - Parameters:
    ///   - notificationCenter: where locale changes are posted (`.default` on Apple platforms; Linux
    ///     posts none by itself).
    ///   - localeProvider: reads the locale now; `AppLocale(from: .current)` by default.
    public init(
        notificationCenter: NotificationCenter = .default,
        localeProvider: @escaping @Sendable () -> AppLocale = { AppLocale(from: .current) }
    ) {
        self.notificationCenter = notificationCenter
        self.localeProvider = localeProvider
    }

    /// The locale now, as `localeProvider` reads it.
    public var current: AppLocale { localeProvider() }

    /// Emits ``current`` first, then the locale after each notification.
    public var localeStream: AsyncStream<AppLocale> {
        let (stream, continuation) = AsyncStream<AppLocale>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let provider = localeProvider
        continuation.yield(provider())
        let observation = NotificationObservation(
            center: notificationCenter, name: NSLocale.currentLocaleDidChangeNotification
        ) { continuation.yield(provider()) }
        continuation.onTermination = { _ in withExtendedLifetime(observation) {} }
        return stream
    }
}
