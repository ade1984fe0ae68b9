/// Something that knows the app's locale and tells when it changes.
public protocol LocaleObserving: Sendable {
    /// The locale now.
    var current: AppLocale { get }
    /// Emits ``current`` first, then each change.
    var localeStream: AsyncStream<AppLocale> { get }
}
