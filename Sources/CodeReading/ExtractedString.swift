import LocalizationFormats
import SwiftSourceScanner

/// One localizable literal of the sources, as Xcode's extraction reads it: its key (interpolations
/// turned into format specifiers), table, comment and default value, at its place in the source.
public struct ExtractedString: Sendable, Hashable {
    public var key: String
    /// `table:` / `tableName:`, else `Localizable`.
    public var table: String
    /// `comment:`; nil when absent or empty.
    public var comment: String?
    /// `defaultValue:` (or `NSLocalizedString`'s `value:`): the development language's text.
    public var defaultValue: String?
    /// Whether the call gives a default value (nil in ``defaultValue`` when its interpolations are undeterminable).
    public var hasDefaultValue: Bool
    /// What made it localizable: `Text`, `.navigationTitle`, `String(localized:)`, `LocalizedStringKey` property…
    public var call: String
    public var location: SourceLocation

    public init(
        key: String, table: String, comment: String? = nil, defaultValue: String? = nil, hasDefaultValue: Bool? = nil,
        call: String, location: SourceLocation
    ) {
        self.hasDefaultValue = hasDefaultValue ?? (defaultValue != nil)
        self.key = key
        self.table = table
        self.comment = comment
        self.defaultValue = defaultValue
        self.call = call
        self.location = location
    }
}

/// A localizable literal whose key cannot be known from the sources: an interpolation whose type
/// no declaration of the module settles. It is reported and never guessed (a wrong specifier is a
/// key no lookup finds).
public struct UndeterminableString: Sendable, Hashable {
    /// The literal's text between its interpolations (one more piece than interpolations).
    public var pieces: [String]
    public var table: String
    /// Why, e.g. `'device.name': no declaration in the module gives its type`.
    public var reason: String
    public var call: String
    public var location: SourceLocation
}

/// Everything the extraction found in a module's sources.
public struct Extraction: Sendable {
    /// In file order, then source order; one entry per use (a key used twice is here twice).
    public var strings: [ExtractedString] = []
    public var undeterminable: [UndeterminableString] = []
    /// Files that could not be read.
    public var problems: [Diagnostic] = []
    /// Every string literal of the Objective-C files (`return @"trial";`), with its place: a key may
    /// travel through a variable, so `usage` counts a literal that is a key as a mention of it.
    public var objectiveCLiterals: [ExtractedString] = []

    public init() {}
}
