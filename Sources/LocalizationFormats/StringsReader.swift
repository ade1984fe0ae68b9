import Foundation

// CONTRACT STUB — replaced by the real lexer (issue 2). Signatures are fixed; others code against them.

/// One `"key" = "value";` entry of a `.strings` file.
public struct StringsEntry: Hashable, Sendable {
    public var key: String
    public var value: String
    /// The comment right above the entry, without its delimiters and trimmed.
    public var comment: String?
    public var keyLocation: SourceLocation
    public var valueLocation: SourceLocation

    public init(
        key: String, value: String, comment: String?, keyLocation: SourceLocation, valueLocation: SourceLocation
    ) {
        self.key = key
        self.value = value
        self.comment = comment
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
    }
}

/// What ``StringsReader`` read from one file: unique keys (last definition wins) in file order, and diagnostics.
public struct StringsFile: Sendable {
    public var entries: [StringsEntry]
    public var diagnostics: [Diagnostic]

    public init(entries: [StringsEntry], diagnostics: [Diagnostic]) {
        self.entries = entries
        self.diagnostics = diagnostics
    }
}

public enum StringsReader {
    /// Reads a `.strings` file's bytes. Never throws: problems become diagnostics located in `file`.
    public static func read(_ data: Data, file: String) -> StringsFile {
        StringsFile(entries: [], diagnostics: [])
    }
}
