import LocaleCatalog
import LocalizationFormats

/// The ids the accessor generator reports.
extension Diagnostic.Rule {
    /// Forms of one key give a placeholder different types.
    public static let placeholderTypeConflict = Diagnostic.Rule("placeholder-type-conflict")
    /// Positional placeholders skip a position.
    public static let placeholderGap = Diagnostic.Rule("placeholder-gap")
    /// Two keys make the same Swift name; later ones are disambiguated.
    public static let identifierCollision = Diagnostic.Rule("identifier-collision")
    /// A key that cannot become a Swift name.
    public static let unusableKey = Diagnostic.Rule("unusable-key")
}
