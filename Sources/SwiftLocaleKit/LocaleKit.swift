import Foundation
import LocalizationFormats
import Observation

/// The app's language: which one is shown, which ones exist, switching at run time, and lookups.
///
/// ```swift
/// LocaleKit.configure(defaultLanguage: LocaleKitLanguage(code: "en"))   // before first use
/// let language = LocaleKit.shared.currentLanguage
/// let title = "My Awesome string".localized
/// LocaleKit.shared.setLocale(LocaleKit.shared.sortedLanguages[1]) { /* reload UI */ }
/// ```
///
/// The current language is, in order: the one selected with ``setLocale(_:completion:)`` (kept in
/// a `UserDefaults` suite across launches), else the first preferred language the bundle supports,
/// else the configured default, else the development language. Every member is safe to use from
/// any thread or task.
public final class LocaleKit: Sendable {
    /// What ``configure(defaultLanguage:bundle:preferredLanguages:selectionStore:)`` sets.
    struct Configuration: Sendable {
        var bundle: Bundle
        var defaultLanguage: LocaleKitLanguage?
        var preferredLanguages: PreferredLanguages
        var selectionStore: LanguageSelectionStore
    }

    struct State: Sendable {
        var configuration: Configuration
        /// The stored selection, read once: `.none` not read yet, `.some(nil)` nothing selected.
        var selection: LocaleKitLanguage??
        /// The resolved current language, until something it depends on changes.
        var resolved: LocaleKitLanguage?
        var diagnosticHandler: (@Sendable (Diagnostic) -> Void)?
    }

    let state: Synchronized<State>
    let cache: TableCache
    let languageBroadcaster = Broadcaster<LocaleKitLanguage>()
    let localeBroadcaster = Broadcaster<AppLocale>()
    private let systemChanges = Synchronized<NotificationObservation?>(nil)
    /// An `ObservationRegistrar` where Observation exists (macOS 14, iOS 17, tvOS 17, watchOS 10),
    /// else nil: a stored property cannot be marked `@available`, so it is kept type-erased and read
    /// through ``observationRegistrar`` behind `#available`.
    let observationStorage: (any Sendable)?

    /// The instance `String.localized` and generated accessors use.
    public static let shared = LocaleKit()

    /// Sets up ``shared``; call before its first use. Only the arguments given change.
    public static func configure(
        defaultLanguage: LocaleKitLanguage? = nil, bundle: Bundle? = nil,
        preferredLanguages: PreferredLanguages? = nil, selectionStore: LanguageSelectionStore? = nil
    ) {
        shared.reconfigure { configuration in
            if let defaultLanguage { configuration.defaultLanguage = defaultLanguage }
            if let bundle { configuration.bundle = bundle }
            if let preferredLanguages { configuration.preferredLanguages = preferredLanguages }
            if let selectionStore { configuration.selectionStore = selectionStore }
        }
    }

    /// An independent instance (tests, app extensions with their own bundle).
    ///
    /// - Parameters:
    ///   - bundle: the bundle whose `.lproj` folders are the supported languages.
    ///   - defaultLanguage: the language used when no preferred language is supported.
    ///   - preferredLanguages: the user's languages, most preferred first.
    ///   - selectionStore: where the language chosen with ``setLocale(_:completion:)`` is kept.
    ///   - developmentLanguage: used when the bundle names none (SwiftPM resource bundles on Linux).
    ///   - notificationCenter: where system locale changes are announced; they re-resolve the language.
    public init(
        bundle: Bundle = .main, defaultLanguage: LocaleKitLanguage? = nil,
        preferredLanguages: PreferredLanguages = .live,
        selectionStore: LanguageSelectionStore = .userDefaults(),
        developmentLanguage: String = LanguageCode.defaultDevelopmentLanguage,
        notificationCenter: NotificationCenter = .default
    ) {
        let configuration = Configuration(
            bundle: bundle, defaultLanguage: defaultLanguage, preferredLanguages: preferredLanguages,
            selectionStore: selectionStore)
        state = Synchronized(State(configuration: configuration))
        cache = TableCache(developmentLanguage: developmentLanguage)
        if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
            observationStorage = ObservationRegistrar()
        } else {
            observationStorage = nil
        }
        let observation = NotificationObservation(
            center: notificationCenter, name: NSLocale.currentLocaleDidChangeNotification
        ) { [weak self] in self?.systemLocaleDidChange() }
        systemChanges.withLock { $0 = observation }
    }

    /// The bundle whose `.lproj` folders define the supported languages and `String.localized` reads.
    public var bundle: Bundle { state.withLock { $0.configuration.bundle } }

    /// The language used when no preferred language is supported.
    public var defaultLanguage: LocaleKitLanguage? { state.withLock { $0.configuration.defaultLanguage } }

    /// The bundle's development language (`CFBundleDevelopmentRegion`), or the one given at init.
    public var developmentLanguage: LocaleKitLanguage {
        LocaleKitLanguage(code: cache.languages(of: bundle).developmentLanguage ?? cache.developmentLanguage)
    }

    /// Called with each problem found in a table (a malformed file is reported once, then skipped).
    public var diagnosticHandler: (@Sendable (Diagnostic) -> Void)? {
        get { state.withLock { $0.diagnosticHandler } }
        set { state.withLock { $0.diagnosticHandler = newValue } }
    }

    /// Applies a configuration change and announces the new language if it differs.
    func reconfigure(_ change: (inout Configuration) -> Void) {
        let changed = state.withLock { state in
            let before = state.resolved
            change(&state.configuration)
            state.selection = nil
            state.resolved = nil
            let after = resolve(&state)
            guard let before, before.code != after.code else { return false }
            publish(after)
            return true
        }
        if changed { languageDidChange() }
    }

    func systemLocaleDidChange() {
        reconfigure { _ in }
    }

    /// Announces a language change; called with the state locked, so subscribers see changes in order.
    func publish(_ language: LocaleKitLanguage) {
        languageBroadcaster.publish(language)
        localeBroadcaster.publish(AppLocale(language))
    }
}
