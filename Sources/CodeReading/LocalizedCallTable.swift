/// The one table of the calls whose first argument is a localization key, which `sync` and `usage`
/// both read: the system's (`NSLocalizedString`, and in Objective-C its `FromTable`, `InBundle` and
/// `WithDefaultValue` forms), the project's `LOCALIZED_STRING_MACRO_NAMES`
/// (``LocalizedStringMacroNames``), and `localekit.json`'s `usage.functions` or `--functions`.
///
/// A call of the table is read as `NSLocalizedString` is: the first argument is the key,
/// `tableName:` (or, in Objective-C, the second argument of a `…FromTable…` macro) the table,
/// `value:` the development text, `comment:` the comment. The SwiftUI and App Intents positions
/// (``LocalizableCalls``) are read by shape, for every consumer alike.
///
/// ```swift
/// let calls = LocalizedCallTable(functions: ["tr"], macros: ["OCLocalizedString"])
/// calls.isStringKeyed("OCLocalizedString")  // true
/// ```
public struct LocalizedCallTable: Sendable, Hashable {
    /// Simple names called like `NSLocalizedString(key, …)`.
    public private(set) var stringKeyed: Set<String>
    /// Dotted names (`Current.localized.core`), matched against the end of a member chain.
    public private(set) var paths: [[String]]

    /// The system's Swift call.
    public static let system: Set<String> = ["NSLocalizedString"]

    /// The Objective-C macros of Foundation, with the position of their table argument (nil: none).
    public static let objectiveCMacros: [String: Int?] = [
        "NSLocalizedString": nil, "NSLocalizedStringFromTable": 1, "NSLocalizedStringFromTableInBundle": 1,
        "NSLocalizedStringWithDefaultValue": 1, "CFCopyLocalizedString": nil, "CFCopyLocalizedStringFromTable": 1,
        "CFCopyLocalizedStringFromTableInBundle": 1, "CFCopyLocalizedStringWithDefaultValue": 1,
    ]

    /// The system's calls and `functions` (simple or dotted names) and `macros` (simple names).
    public init(functions: [String] = [], macros: [String] = []) {
        stringKeyed = Self.system
        paths = []
        for name in functions + macros {
            let parts = name.split(separator: ".").map(String.init)
            if parts.count > 1 {
                if !paths.contains(parts) { paths.append(parts) }
            } else if let only = parts.first {
                stringKeyed.insert(only)
            }
        }
    }

    /// Whether `name` is called like `NSLocalizedString`.
    public func isStringKeyed(_ name: String) -> Bool { stringKeyed.contains(name) }

    /// Whether a call through `chain` (its components, the called name last) is one of the table's.
    public func matches(_ chain: ArraySlice<String>) -> Bool {
        guard let last = chain.last else { return false }
        if stringKeyed.contains(last) { return true }
        return paths.contains { path in chain.count >= path.count && Array(chain.suffix(path.count)) == path }
    }

    /// The position of the table argument of the Objective-C macro `name`: Foundation's, else the
    /// second argument for a project macro named `…FromTable…`; nil when the macro takes none; and
    /// whether `name` is a macro of the table at all.
    public func objectiveCTableArgument(of name: String) -> (isMacro: Bool, table: Int?) {
        if let table = Self.objectiveCMacros[name] { return (true, table) }
        guard stringKeyed.contains(name) else { return (false, nil) }
        return (true, name.contains("FromTable") ? 1 : nil)
    }
}
