import LocaleCatalog

/// What `localekit generate` is asked to produce: names, access level, bundle, key splitting.
public struct GenerationOptions: Hashable, Sendable, Codable {
    /// Where the tables other than ``primaryTable`` go.
    public enum TableLayout: String, Hashable, Sendable, Codable, CaseIterable {
        /// `L10n.InfoPlist.…`
        case nested
        /// A top-level enum per table, named after it: `InfoPlist.…`
        case separate
    }

    public enum AccessLevel: String, Hashable, Sendable, Codable, CaseIterable {
        case `internal`, `public`, `package`
    }

    /// The access level of the lookup function `tr(_:_:_:)` that `--template swiftgen` writes.
    public enum LookupAccess: String, Hashable, Sendable, Codable, CaseIterable {
        case `private`, `fileprivate`, `internal`, `package`, `public`
    }

    /// Who looks a string up at run time.
    public enum Lookup: String, Hashable, Sendable, Codable, CaseIterable {
        /// SwiftLocaleKit (`LocaleKit.shared.localized`): in-app language switching, the same plurals on
        /// Linux; the target depends on the runtime (iOS 13, macOS 10.15 and later).
        case runtime
        /// Foundation alone (`Bundle.localizedString(forKey:value:table:)`), as SwiftGen's and
        /// xcstrings-tool's accessors: no dependency, any deployment target, the system's language.
        case foundation
    }

    /// The enum of the primary table (`L10n`).
    public var enumName: String
    public var access: AccessLevel
    /// A Swift expression of type `Bundle`: `.module`, `.main`, or any expression.
    public var bundle: String
    /// Splits keys into namespaces; empty: no namespaces.
    public var separator: String
    public var tableLayout: TableLayout
    /// The table whose keys go straight into ``enumName``.
    public var primaryTable: String
    /// Labels a String Catalog substitution's count parameter with its name (`followers(count:)`);
    /// off by default, so existing calls (`followers(3)`) keep compiling.
    public var substitutionLabels = false
    /// `private` by default, as SwiftGen writes it; `internal` lets app code call `L10n.tr(table, key, args…)`
    /// for keys built at run time, as apps with their own SwiftGen template do.
    public var lookupAccess = LookupAccess.private
    /// `--template swiftgen`: the app's own lookup, which `tr` calls instead of LocaleKit (SwiftGen's
    /// `lookupFunction`); nil: LocaleKit looks the key up.
    public var lookupFunction: LookupFunction?
    /// ``Lookup/runtime`` unless asked otherwise.
    public var lookup = Lookup.runtime

    public init(
        enumName: String = "L10n", access: AccessLevel = .internal, bundle: String = ".module",
        separator: String = ".", tableLayout: TableLayout = .nested, primaryTable: String = "Localizable"
    ) {
        self.enumName = enumName
        self.access = access
        self.bundle = bundle
        self.separator = separator
        self.tableLayout = tableLayout
        self.primaryTable = primaryTable
    }

    /// A framework's own bundle: the generated file declares the `BundleToken` class it names
    /// (`Bundle.module` in a package build, else `Bundle(for: BundleToken.self)`), as SwiftGen does.
    public static let frameworkBundle = "BundleToken.bundle"

    /// `module` → `.module`, `main` → `.main`, `framework` → ``frameworkBundle``, anything else is
    /// taken as an expression.
    public static func bundleExpression(_ value: String) -> String {
        switch value {
        case "module": ".module"
        case "main": ".main"
        case "framework": frameworkBundle
        default: value
        }
    }
}
