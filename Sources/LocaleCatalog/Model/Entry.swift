import LocalizationFormats

/// One key of a table in one language.
public struct Entry: Sendable, Hashable {
    public var key: String
    public var translation: Translation
    /// The translator comment (the comment above a `.strings` entry, an XLIFF `<note>`…).
    public var comment: String?
    /// Where the entry starts: the key in a `.strings` file, the `<key>` of a `.stringsdict`,
    /// the `<trans-unit>` of an XLIFF.
    public var location: SourceLocation
    /// Where the value starts, when it differs from `location`.
    public var valueLocation: SourceLocation?
    /// Review state from XLIFF (`needs-translation`, `translated`, …) or `.xcstrings` (`new`, `stale`, …).
    public var state: String?
    /// `false` for XLIFF `translate="no"` and `.xcstrings` `shouldTranslate: false`.
    public var shouldTranslate: Bool
    /// The source-language text when the entry came from a bilingual file (XLIFF).
    public var source: String?
    /// Per-device variants (`iphone`, `ipad`, `mac`, `other`…) from a String Catalog `device`
    /// variation; `translation` then holds the `other` variant (or the first one).
    public var deviceVariants: [String: Translation] = [:]

    public init(
        key: String, translation: Translation, comment: String? = nil, location: SourceLocation,
        valueLocation: SourceLocation? = nil, state: String? = nil, shouldTranslate: Bool = true,
        source: String? = nil
    ) {
        self.key = key
        self.translation = translation
        self.comment = comment
        self.location = location
        self.valueLocation = valueLocation
        self.state = state
        self.shouldTranslate = shouldTranslate
        self.source = source
    }
}

/// The text of an entry: plain, or pluralized.
public enum Translation: Sendable, Hashable {
    case text(String)
    case plural(PluralTranslation)

    /// Every string a user may see: the text, or the format and every plural form.
    public var allStrings: [String] {
        switch self {
        case .text(let value):
            return [value]
        case .plural(let plural):
            return [plural.format]
                + plural.variables.flatMap { variable in
                    variable.forms.sorted { $0.key < $1.key }.map(\.value)
                }
        }
    }
}
