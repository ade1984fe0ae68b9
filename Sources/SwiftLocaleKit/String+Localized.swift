import Foundation

extension String {
    /// This key translated into ``LocaleKit/currentLanguage`` from the `Localizable` table of
    /// ``LocaleKit/bundle`` (the main bundle unless configured), or the key itself.
    ///
    /// ```swift
    /// let title = "My Awesome string".localized
    /// ```
    public var localized: String {
        LocaleKit.shared.localized(self)
    }

    /// Like ``localized``; the comment is for translators and tools that extract keys.
    public func localized(comment: String) -> String {
        localized
    }

    /// This key translated into ``LocaleKit/currentLanguage`` from `table` of `bundle`: how a library
    /// looks up its own strings without touching the app's ``LocaleKit/bundle``.
    ///
    /// ```swift
    /// let retry = "Retry".localized(in: .module)
    /// ```
    public func localized(in bundle: Bundle, table: String? = nil) -> String {
        LocaleKit.shared.localized(self, table: table, bundle: bundle)
    }

    /// This key translated into `language`.
    public func localized(_ language: LocaleKitLanguage) -> String {
        LocaleKit.shared.localized(self, language: language)
    }
}
