import LocalizationFormats

/// What the XLIFF 1.2 and 2.0 parsers read, before plural ids are reassembled into entries.
struct XLIFFDocument {
    /// One `<file>`: one table in one source and (optionally) one target language.
    struct File {
        var original: String
        var sourceLanguage: String?
        var targetLanguage: String?
        var units: [Unit] = []
        var location: SourceLocation
    }

    /// One `<trans-unit>` (1.2) or `<unit>` (2.0).
    struct Unit {
        /// The unit id (1.2), or the `name` else the `id` (2.0): the key, or an Xcode plural id.
        var id: String
        var source: String
        /// `nil` when the unit has no `<target>`: not translated yet.
        var target: String?
        /// The `<note>`s joined by newlines; `nil` when there are none or all are empty.
        var note: String?
        /// `state` of the 1.2 `<target>` or the 2.0 `<segment>`.
        var state: String?
        var translate: Bool
        var location: SourceLocation
        var targetLocation: SourceLocation?
    }

    var files: [File] = []
}
