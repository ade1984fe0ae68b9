import Foundation
import LocalizationFormats

/// Where the language chosen with ``LocaleKit/setLocale(_:completion:)`` is kept across launches.
public struct LanguageSelectionStore: Sendable {
    private let load: @Sendable () -> String?
    private let save: @Sendable (String?) -> Void

    /// A store that reads the selection with `load` and keeps it with `save` (`nil`: forget it).
    public init(load: @escaping @Sendable () -> String?, save: @escaping @Sendable (String?) -> Void) {
        self.load = load
        self.save = save
    }

    /// The stored language code, if any.
    public func selectedCode() -> String? { load() }

    /// Stores `code`; `nil` forgets the selection.
    public func store(_ code: String?) { save(code) }

    /// The key under which the code is stored in a `UserDefaults` suite.
    public static let defaultsKey = "SwiftLocaleKit.selectedLanguage"

    /// Persists in the `UserDefaults` suite `suiteName` (on Linux `$XDG_CONFIG_HOME/<suiteName>.plist`).
    public static func userDefaults(suiteName: String = "SwiftLocaleKit") -> LanguageSelectionStore {
        LanguageSelectionStore(
            load: { UserDefaults(suiteName: suiteName)?.string(forKey: defaultsKey) },
            save: { code in
                guard let defaults = UserDefaults(suiteName: suiteName) else { return }
                if let code {
                    defaults.set(code, forKey: defaultsKey)
                } else {
                    defaults.removeObject(forKey: defaultsKey)
                }
                defaults.synchronize()
            }
        )
    }

    /// Keeps the selection in memory only (tests, previews, command-line tools).
    public static func inMemory(_ initial: String? = nil) -> LanguageSelectionStore {
        let box = SelectionBox(initial)
        return LanguageSelectionStore(load: { box.value }, save: { box.value = $0 })
    }
}

private final class SelectionBox: Sendable {
    private let storage: Synchronized<String?>
    init(_ value: String?) { storage = Synchronized(value) }
    var value: String? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
