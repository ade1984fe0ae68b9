import AccessorGeneration
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// A place in Swift source that names a localization key.
public struct KeyReference: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A generated accessor (`L10n.Settings.title`): the key is known and defined.
        case accessor
        /// A literal key in a localized call (`NSLocalizedString("key", …)`, `"key".localized`).
        case literal
        /// A key built at run time (`"user.\(id).name".localized`): `key` is its static prefix.
        case runtime
        /// A literal outside a localized call whose text is a key (`let key = "settings.title"`):
        /// the key may reach a lookup through a variable, so it is not reported unused.
        case mention
        /// A lookup whose key is an expression (`LocalizedStringKey(name)`, `NSLocalizedString(key, …)`):
        /// any key of its table may be the one, so no key of it is reported unused.
        case variable
    }

    public var kind: Kind
    /// The key, or for ``Kind/runtime`` the text before the first interpolation.
    public var key: String
    /// The table the call names; `nil` when the call does not say (any table matches).
    public var table: String?
    /// What made it a reference (`NSLocalizedString`, `.localized`, `L10n.Settings.title`).
    public var call: String
    public var location: SourceLocation
    /// For an interpolated literal in a lookup that makes each interpolation a format specifier
    /// (SwiftUI's `Text("\(count) files")` looks up `"%lld files"`): its text pieces, one more than
    /// its interpolations; ``UsageAnalyzer`` matches them with the pieces of format keys.
    public var literalPieces: [String]?
    /// The reference is in code that does not ship (a `#Preview`, a `PreviewProvider`, `#if DEBUG`): it
    /// uses its key, but a key it lacks is nothing users see.
    public var isDevelopmentOnly = false

    public init(
        kind: Kind, key: String, table: String?, call: String, location: SourceLocation, literalPieces: [String]? = nil
    ) {
        self.kind = kind
        self.key = key
        self.table = table
        self.call = call
        self.location = location
        self.literalPieces = literalPieces
    }
}
