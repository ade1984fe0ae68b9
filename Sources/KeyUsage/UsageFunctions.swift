import CodeReading

/// The calls whose first argument is a key, as `usage` reads them: the one call table
/// (``LocalizedCallTable``: `NSLocalizedString`, the project's macros, the configured functions)
/// and SwiftUI's lookups that take a key first (`Text`, `LocalizedStringKey`, `LocalizedStringResource`).
public struct UsageFunctions: Sendable, Hashable {
    /// The call table `sync` reads too.
    public var calls: LocalizedCallTable
    /// Called by name (the last component of a chain, or the whole dotted path when configured so):
    /// `NSLocalizedString("key", …)`, `Text("key")`.
    public var names: Set<String>
    /// Dotted names from `localekit.json` (`Current.localized.core`), matched against a chain's end.
    public var paths: [[String]] { calls.paths }

    /// SwiftUI's lookups that take a key first (`String(localized:)`, `.localized(…)` and
    /// `"key".localized` are recognised by shape).
    public static let swiftUILookups: Set<String> = ["Text", "LocalizedStringKey", "LocalizedStringResource"]

    /// The built-in calls: `NSLocalizedString` and SwiftUI's lookups.
    public static let builtIn: Set<String> = LocalizedCallTable.system.union(swiftUILookups)

    /// The built-in calls and `calls`.
    public init(calls: LocalizedCallTable) {
        self.calls = calls
        names = calls.stringKeyed.union(Self.swiftUILookups)
    }

    /// The built-in calls and the functions `extra` names (`tr`, `Current.localized.core`).
    public init(extra: [String] = []) {
        self.init(calls: LocalizedCallTable(functions: extra))
    }

    /// Whether a call through `chain` (its components, the called name last) takes a key first.
    func matches(_ chain: ArraySlice<String>) -> Bool {
        guard let last = chain.last else { return false }
        return names.contains(last) || calls.matches(chain)
    }
}
