import Foundation

/// A locale as an app shows it: a language and, when known, a region.
public struct AppLocale: Sendable, Equatable {
    public let languageCode: String
    public let regionCode: String?

    public init(languageCode: String, regionCode: String? = nil) {
        self.languageCode = languageCode
        self.regionCode = regionCode
    }

    /// The language and region of `locale` (`de_AT` → `de`, `AT`).
    public init(from locale: Locale = .current) {
        self.init(
            languageCode: locale.language.languageCode?.identifier ?? "en",
            regionCode: locale.region?.identifier)
    }
}
