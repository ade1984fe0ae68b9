import LocalizationFormats

/// One key of a table in one language.
///
/// A value type whose fields live in one copy-on-write box: `check` walks every entry of every
/// language several times and catalogs copy entries into dictionaries, and a copy is one
/// reference count rather than one per string field.
public struct Entry: Sendable, Hashable {
    private final class Storage: @unchecked Sendable {
        var key: String
        var translation: Translation
        var comment: String?
        var location: SourceLocation
        var valueLocation: SourceLocation?
        var state: String?
        var shouldTranslate: Bool
        var source: String?
        var deviceVariants: [String: Translation]
        var widthVariants: WidthVariants
        var stringSet: [String] = []

        init(
            key: String, translation: Translation, comment: String?, location: SourceLocation,
            valueLocation: SourceLocation?, state: String?, shouldTranslate: Bool, source: String?,
            deviceVariants: [String: Translation], widthVariants: WidthVariants
        ) {
            self.key = key
            self.translation = translation
            self.comment = comment
            self.location = location
            self.valueLocation = valueLocation
            self.state = state
            self.shouldTranslate = shouldTranslate
            self.source = source
            self.deviceVariants = deviceVariants
            self.widthVariants = widthVariants
        }

        func copy() -> Storage {
            let copy = Storage(
                key: key, translation: translation, comment: comment, location: location,
                valueLocation: valueLocation, state: state, shouldTranslate: shouldTranslate, source: source,
                deviceVariants: deviceVariants, widthVariants: widthVariants)
            copy.stringSet = stringSet
            return copy
        }
    }

    private var storage: Storage

    /// The storage, copied first when another entry shares it.
    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The key, as the file spells it.
    public var key: String {
        get { storage.key }
        set { unique.key = newValue }
    }

    /// The text, or the plural forms.
    public var translation: Translation {
        get { storage.translation }
        set { unique.translation = newValue }
    }

    /// The translator comment (the comment above a `.strings` entry, an XLIFF `<note>`…).
    public var comment: String? {
        get { storage.comment }
        set { unique.comment = newValue }
    }

    /// Where the entry starts: the key in a `.strings` file, the `<key>` of a `.stringsdict`,
    /// the `<trans-unit>` of an XLIFF.
    public var location: SourceLocation {
        get { storage.location }
        set { unique.location = newValue }
    }

    /// Where the value starts, when it differs from `location`.
    public var valueLocation: SourceLocation? {
        get { storage.valueLocation }
        set { unique.valueLocation = newValue }
    }

    /// Review state from XLIFF (`needs-translation`, `translated`, …) or `.xcstrings` (`new`, `stale`, …).
    public var state: String? {
        get { storage.state }
        set { unique.state = newValue }
    }

    /// `false` for XLIFF `translate="no"` and `.xcstrings` `shouldTranslate: false`.
    public var shouldTranslate: Bool {
        get { storage.shouldTranslate }
        set { unique.shouldTranslate = newValue }
    }

    /// The source-language text when the entry came from a bilingual file (XLIFF).
    public var source: String? {
        get { storage.source }
        set { unique.source = newValue }
    }

    /// Per-device variants (`iphone`, `ipad`, `mac`, `other`…) from a String Catalog `device`
    /// variation; `translation` then holds the `other` variant (or the first one).
    public var deviceVariants: [String: Translation] {
        get { storage.deviceVariants }
        set { unique.deviceVariants = newValue }
    }

    /// Per-width variants from a `.stringsdict` variable-width rule (`NSStringVariableWidthRuleType`);
    /// `translation` then holds the widest variant's text, what a lookup without a width returns.
    public var widthVariants: WidthVariants {
        get { storage.widthVariants }
        set { unique.widthVariants = newValue }
    }

    /// The phrases of a String Catalog `stringSet` localization, in file order: alternative wordings of
    /// one string that all stand (Xcode writes them for App Shortcuts phrases), not one format string.
    /// `translation` then holds the first phrase; empty for every other entry.
    public var stringSet: [String] {
        get { storage.stringSet }
        set { unique.stringSet = newValue }
    }

    /// Whether the entry is a String Catalog `stringSet` (see ``stringSet``).
    public var isStringSet: Bool { !storage.stringSet.isEmpty }

    /// An entry of `key` with `translation`, read at `location`.
    public init(
        key: String, translation: Translation, comment: String? = nil, location: SourceLocation,
        valueLocation: SourceLocation? = nil, state: String? = nil, shouldTranslate: Bool = true,
        source: String? = nil
    ) {
        storage = Storage(
            key: key, translation: translation, comment: comment, location: location, valueLocation: valueLocation,
            state: state, shouldTranslate: shouldTranslate, source: source,
            deviceVariants: [:], widthVariants: WidthVariants())
    }

    /// A variable-width entry: `translation` is the widest variant's text.
    public init(key: String, widthVariants: WidthVariants, location: SourceLocation, comment: String? = nil) {
        self.init(key: key, translation: .text(widthVariants.widest ?? ""), comment: comment, location: location)
        storage.widthVariants = widthVariants
    }

    /// Whether the entry has width variants (read in place: the rules ask it of every entry).
    public var hasWidthVariants: Bool { !storage.widthVariants.isEmpty }

    /// A plural or a variable-width entry: what a `.stringsdict` holds, and what wins over a `.strings`
    /// text of the same key.
    public var isStringsDictRule: Bool {
        if case .plural = storage.translation { return true }
        return hasWidthVariants
    }

    public static func == (lhs: Entry, rhs: Entry) -> Bool {
        let (left, right) = (lhs.storage, rhs.storage)
        return left === right
            || (left.key == right.key && left.translation == right.translation && left.comment == right.comment
                && left.location == right.location && left.valueLocation == right.valueLocation
                && left.state == right.state && left.shouldTranslate == right.shouldTranslate
                && left.source == right.source && left.deviceVariants == right.deviceVariants
                && left.widthVariants == right.widthVariants && left.stringSet == right.stringSet)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.key)
        hasher.combine(storage.translation)
        hasher.combine(storage.comment)
        hasher.combine(storage.location)
        hasher.combine(storage.valueLocation)
        hasher.combine(storage.state)
        hasher.combine(storage.shouldTranslate)
        hasher.combine(storage.source)
        hasher.combine(storage.deviceVariants)
        hasher.combine(storage.widthVariants)
        hasher.combine(storage.stringSet)
    }
}

/// The text of an entry: plain, or pluralized.
public enum Translation: Sendable, Hashable {
    /// A plain text, possibly a printf-style format.
    case text(String)
    /// A format with `%#@variable@` references and each variable's plural forms (`.stringsdict`).
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
