import Foundation

extension AppLocale {
    /// The language and region of an app language (`de-AT` → `de`, `AT`; `zh-Hans` → `zh`, no region).
    public init(_ language: LocaleKitLanguage) {
        self.init(from: language.locale)
    }
}
