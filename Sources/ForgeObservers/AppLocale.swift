import Foundation

/// A locale as an app shows it: a language and, when known, a region.
public struct AppLocale: Sendable, Equatable {
    /// The language subtag: `de` for `de_AT`.
    public let languageCode: String
    /// The region subtag (`AT` for `de_AT`), or `nil` when the locale names none.
    public let regionCode: String?

    /// A locale from its language and, optionally, its region.
    public init(languageCode: String, regionCode: String? = nil) {
        self.languageCode = languageCode
        self.regionCode = regionCode
    }

    /// The language and region of `locale` (`de_AT` → `de`, `AT`).
    public init(from locale: Locale = .current) {
        if #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) {
            self.init(
                languageCode: locale.language.languageCode?.identifier ?? "en",
                regionCode: locale.region?.identifier)
        } else {
            self.init(languageCode: locale.languageCode ?? "en", regionCode: locale.regionCode)
        }
    }
}
