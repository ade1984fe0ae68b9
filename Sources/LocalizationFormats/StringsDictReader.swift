import Foundation

// CONTRACT STUB — replaced by the real reader (issue 2). Signatures are fixed; others code against them.

/// One key of a `.stringsdict` file.
public struct StringsDictEntry: Hashable, Sendable {
    public var key: String
    public var plural: PluralTranslation
    /// The line of the entry's `<key>`.
    public var location: SourceLocation

    public init(key: String, plural: PluralTranslation, location: SourceLocation) {
        self.key = key
        self.plural = plural
        self.location = location
    }
}

public struct StringsDictFile: Sendable {
    public var entries: [StringsDictEntry]
    public var diagnostics: [Diagnostic]

    public init(entries: [StringsDictEntry], diagnostics: [Diagnostic]) {
        self.entries = entries
        self.diagnostics = diagnostics
    }
}

public enum StringsDictReader {
    /// Reads a `.stringsdict` (XML plist). Never throws: problems become diagnostics located in `file`.
    public static func read(_ data: Data, file: String) -> StringsDictFile {
        StringsDictFile(entries: [], diagnostics: [])
    }
}
