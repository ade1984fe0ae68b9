import Foundation
import LocalizationFormats

extension LocaleKit {
    /// The language the app is shown in (see ``LocaleKit`` for the order of resolution).
    ///
    /// Observable (macOS 14, iOS 17 and later): read inside `withObservationTracking` (a SwiftUI
    /// view's `body`), it makes the reader depend on the language, so the view renders again after
    /// ``setLocale(_:completion:)``.
    public var currentLanguage: LocaleKitLanguage {
        languageWasRead()
        return state.withLock { resolve(&$0) }
    }

    /// The user's preferred languages, most preferred first (on Linux from `LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES`, `LANG`).
    public var preferredLanguages: [LocaleKitLanguage] {
        state.withLock { $0.configuration.preferredLanguages }.codes().map(LocaleKitLanguage.init(code:))
    }

    /// The old spelling of ``preferredLanguages``.
    @available(*, deprecated, renamed: "preferredLanguages")
    public var preferedLanguages: [LocaleKitLanguage] { preferredLanguages }

    /// The languages of the bundle's `.lproj` folders, without `Base`, sorted by code.
    public var allSupportedLanguages: [LocaleKitLanguage] {
        cache.languages(of: bundle).languages.map(LocaleKitLanguage.init(code:))
    }

    /// For a language picker: the preferred languages the app supports (as the supported language
    /// they match), then the other supported languages.
    public var sortedLanguages: [LocaleKitLanguage] {
        let supported = allSupportedLanguages
        var result: [LocaleKitLanguage] = []
        for preferred in preferredLanguages {
            if let match = Self.closest(to: preferred, in: supported),
                !result.contains(where: { $0.code == match.code })
            {
                result.append(match)
            }
        }
        for language in supported where !result.contains(where: { $0.code == language.code }) {
            result.append(language)
        }
        return result
    }

    /// The supported language the app is shown in: the current one if the bundle has it, else the
    /// closest supported one (`de-AT` → `de`, then by short code), finally the development language
    /// (the language lookups fall back to).
    public var selectedAppLocale: LocaleKitLanguage {
        Self.closest(to: currentLanguage, in: allSupportedLanguages) ?? developmentLanguage
    }

    /// `true` when the selected app language is written right to left (not the system's).
    public var isRTL: Bool { selectedAppLocale.characterDirection == .rightToLeft }

    /// The layout direction of the selected app language.
    public var layoutDirection: LayoutDirection { isRTL ? .rightToLeft : .leftToRight }

    /// The device's language as a locale, for ``LocaleKitLanguage/deviceLocaleName``.
    var deviceLocale: Locale {
        preferredLanguages.first?.locale ?? Locale.current
    }

    /// Resolves (and caches) the current language; called with the state locked.
    func resolve(_ state: inout State) -> LocaleKitLanguage {
        if let resolved = state.resolved { return resolved }
        let configuration = state.configuration
        if state.selection == nil {
            state.selection = .some(configuration.selectionStore.selectedCode().map(LocaleKitLanguage.init(code:)))
        }
        let resolved = resolveUncached(selection: state.selection ?? nil, configuration: configuration)
        state.resolved = resolved
        return resolved
    }

    private func resolveUncached(selection: LocaleKitLanguage?, configuration: Configuration) -> LocaleKitLanguage {
        if let selection { return selection }
        let languages = cache.languages(of: configuration.bundle)
        let supported = languages.languages.map(LocaleKitLanguage.init(code:))
        for code in configuration.preferredLanguages.codes() {
            let preferred = LocaleKitLanguage(code: code)
            if LanguageCode.fallbacks(of: code).contains(where: { languages.folders[$0] != nil }) { return preferred }
            if let match = supported.first(where: { $0.shortCode == preferred.shortCode }) { return match }
        }
        if let defaultLanguage = configuration.defaultLanguage { return defaultLanguage }
        return LocaleKitLanguage(code: languages.developmentLanguage ?? cache.developmentLanguage)
    }

    /// `language` itself if supported, else its closest fallback (`de-AT` → `de`), else one with the same short code.
    static func closest(to language: LocaleKitLanguage, in supported: [LocaleKitLanguage]) -> LocaleKitLanguage? {
        for code in LanguageCode.fallbacks(of: language.code) {
            if let match = supported.first(where: { $0.code == code }) { return match }
        }
        return supported.first { $0.shortCode == language.shortCode }
    }
}
