import AccessorGeneration
import LocaleCatalog
import LocaleCheck

/// The calls whose first argument is a localization key.
public struct UsageFunctions: Sendable, Hashable {
    /// Called by name (the last component of a chain, or the whole dotted path when configured so):
    /// `NSLocalizedString("key", …)`, `Text("key")`.
    public var names: Set<String>
    /// Dotted names from `localekit.json` (`Current.localized.core`), matched against a chain's end.
    public var paths: [[String]]

    /// The built-in calls: `NSLocalizedString`, `Text`, `LocalizedStringKey`, `LocalizedStringResource`
    /// (`String(localized:)`, `.localized(…)` and `"key".localized` are recognised by shape).
    public static let builtIn: Set<String> = [
        "NSLocalizedString", "Text", "LocalizedStringKey", "LocalizedStringResource",
    ]

    public init(extra: [String] = []) {
        names = Self.builtIn
        paths = []
        for name in extra {
            let parts = name.split(separator: ".").map(String.init)
            if parts.count > 1 { paths.append(parts) } else if let only = parts.first { names.insert(only) }
        }
    }

    /// Whether a call through `chain` (its components, the called name last) takes a key first.
    func matches(_ chain: ArraySlice<String>) -> Bool {
        guard let last = chain.last else { return false }
        if names.contains(last) { return true }
        return paths.contains { path in chain.count >= path.count && Array(chain.suffix(path.count)) == path }
    }
}
