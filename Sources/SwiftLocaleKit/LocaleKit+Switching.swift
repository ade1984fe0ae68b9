import Foundation
import LocalizationFormats

extension LocaleKit {
    /// Switches the app to `language` and remembers the choice across launches.
    ///
    /// When `completion` runs, every reader on every thread already sees the new language; it runs
    /// on the calling thread before `setLocale` returns. Subscribers of ``languageChanges`` and
    /// ``localeStream`` are told when the language actually changed.
    public func setLocale(_ language: LocaleKitLanguage, completion: (() -> Void)? = nil) {
        select(language)
        completion?()
    }

    /// Forgets the selection: the language follows the preferred languages again.
    public func resetLocale(completion: (() -> Void)? = nil) {
        select(nil)
        completion?()
    }

    private func select(_ language: LocaleKitLanguage?) {
        let changed = state.withLock { state in
            let before = resolve(&state)
            state.configuration.selectionStore.store(language?.code)
            state.selection = .some(language)
            state.resolved = nil
            let after = resolve(&state)
            guard before.code != after.code else { return false }
            publish(after)
            return true
        }
        if changed { languageDidChange() }
    }

    /// The current language, then each change (from ``setLocale(_:completion:)``, ``configure(defaultLanguage:bundle:preferredLanguages:selectionStore:)``
    /// or a system locale change). Each call returns a new stream; ending the iteration unsubscribes it.
    public var languageChanges: AsyncStream<LocaleKitLanguage> {
        state.withLock { state in languageBroadcaster.subscribe(initial: resolve(&state)) }
    }
}
