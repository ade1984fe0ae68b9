import Observation

/// ``LocaleKit/currentLanguage`` is observable: everything that reads it (generated accessors,
/// `String.localized`, ``LocaleKit/localized(_:table:bundle:language:arguments:)`` without a
/// language, `isRTL`, …) makes an Observation-tracked reader, such as a SwiftUI view, depend on the
/// language.
extension LocaleKit: Observable {
    /// Tells observers of ``currentLanguage`` that it changed.
    ///
    /// Called after the state lock is released, never under it: an observer's `onChange` runs
    /// synchronously and may read the language again (the lock is not reentrant). The new language
    /// is already visible when observers hear of it, which is what a re-render needs.
    func languageDidChange() {
        observationRegistrar.withMutation(of: self, keyPath: \.currentLanguage) {}
    }
}
