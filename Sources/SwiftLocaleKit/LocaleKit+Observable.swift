import Observation

/// ``LocaleKit/currentLanguage`` is observable where Observation exists: everything that reads it
/// (generated accessors, `String.localized`, ``LocaleKit/localized(_:table:bundle:language:arguments:width:)``
/// without a language, `isRTL`, …) makes an Observation-tracked reader, such as a SwiftUI view, depend
/// on the language. Below those versions ``LocaleKit/languageStream`` and ``LocaleKit/localeStream``
/// announce the same changes.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension LocaleKit: Observable {
    /// The registrar made at init (always there on these versions).
    var observationRegistrar: ObservationRegistrar? { observationStorage as? ObservationRegistrar }
}

extension LocaleKit {
    /// Tells observers of ``currentLanguage`` that it read.
    func languageWasRead() {
        if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
            observationRegistrar?.access(self, keyPath: \.currentLanguage)
        }
    }

    /// Tells observers of ``currentLanguage`` that it changed.
    ///
    /// Called after the state lock is released, never under it: an observer's `onChange` runs
    /// synchronously and may read the language again (the lock is not reentrant). The new language
    /// is already visible when observers hear of it, which is what a re-render needs.
    func languageDidChange() {
        if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
            observationRegistrar?.withMutation(of: self, keyPath: \.currentLanguage) {}
        }
    }
}
