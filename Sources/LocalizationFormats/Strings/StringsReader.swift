import Foundation

/// One `"key" = "value";` entry of a `.strings` file.
public struct StringsEntry: Hashable, Sendable {
    // The stored properties are not in the public initializer's order, so that the implicit memberwise
    // initializer exists beside it: built with that one, an entry moves into an array; built with an
    // explicit initializer, the optimizer copies it in and destroys the original (five reference counts).
    public var key: String
    public var value: String
    /// The file of both locations: one reference to the path per entry, not one per location.
    var file: String
    /// The value's file when it is not ``file`` (only when set so); nil otherwise, so that equal locations
    /// are always stored alike.
    var valueFile: String?
    // Lines and columns as 32 bits: an entry is 96 bytes instead of 112, and a file of more than 2 GiB is
    // not a `.strings` file anybody reads (larger numbers are clamped).
    var keyLine: Int32
    var keyColumn: Int32
    var valueLine: Int32
    var valueColumn: Int32
    /// The comment right above the entry, without its delimiters and trimmed.
    public var comment: String?

    public var keyLocation: SourceLocation {
        get { SourceLocation(file: file, line: Int(keyLine), column: Int(keyColumn)) }
        set {
            if newValue.file != file {
                if valueFile == nil { valueFile = file }
                file = newValue.file
                if valueFile == file { valueFile = nil }
            }
            keyLine = StringsEntry.clamped(newValue.line)
            keyColumn = StringsEntry.clamped(newValue.column)
        }
    }

    public var valueLocation: SourceLocation {
        get { SourceLocation(file: valueFile ?? file, line: Int(valueLine), column: Int(valueColumn)) }
        set {
            valueFile = newValue.file == file ? nil : newValue.file
            valueLine = StringsEntry.clamped(newValue.line)
            valueColumn = StringsEntry.clamped(newValue.column)
        }
    }
}

extension StringsEntry {
    /// `value` as a line or column, clamped to 32 bits.
    @inline(__always)
    static func clamped(_ value: Int) -> Int32 {
        Int32(clamping: value)
    }

    public init(
        key: String, value: String, comment: String?, keyLocation: SourceLocation, valueLocation: SourceLocation
    ) {
        self.init(
            key: key, value: value, file: keyLocation.file,
            valueFile: valueLocation.file == keyLocation.file ? nil : valueLocation.file,
            keyLine: StringsEntry.clamped(keyLocation.line), keyColumn: StringsEntry.clamped(keyLocation.column),
            valueLine: StringsEntry.clamped(valueLocation.line),
            valueColumn: StringsEntry.clamped(valueLocation.column),
            comment: comment)
    }
}

/// What ``StringsReader`` read from one file: unique keys (last definition wins) in file order, and diagnostics.
///
/// A key defined twice stays at the place of its first definition, with the last definition's value,
/// comment and locations.
public struct StringsFile: Sendable {
    public var entries: [StringsEntry]
    public var diagnostics: [Diagnostic]
    /// How many of `diagnostics` are faulty escapes (rule `escape`: `\q`, `\u203A`, `\U` without
    /// digits…), which Foundation reads anyway, decoded as the entries have them.
    public var escapeFaults: Int

    public init(entries: [StringsEntry], diagnostics: [Diagnostic], escapeFaults: Int = 0) {
        self.entries = entries
        self.diagnostics = diagnostics
        self.escapeFaults = escapeFaults
    }

    /// Whether Foundation refuses the file (an app then has none of its strings): a syntax error, or
    /// text that is not text (NUL characters, undecodable bytes). Faulty escapes (rule `escape`) are
    /// read past.
    public var isRefused: Bool { diagnostics.refusesFile }

    /// The entries as a key → value dictionary.
    public var values: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}

/// Reads `.strings` files as Foundation does, with exact locations: old-style property list text, or an
/// XML or binary property list (``PropertyListForm``).
///
/// ```swift
/// let file = StringsReader.read(data, file: "de.lproj/Localizable.strings")
/// for entry in file.entries { print(entry.keyLocation, entry.key, entry.value) }
/// ```
///
/// Encodings: UTF-8 with or without a BOM, UTF-16 with a BOM, UTF-16 without one when its NUL bytes show
/// it. Escapes: `\n \t \r \" \' \\ \a \b \f \v`, octal `\012` (NeXTSTEP, as Foundation), `\U00e9` (a
/// UTF-16 unit; two form a surrogate pair) and backslash-newline. Every problem is a diagnostic: rule
/// `encoding` for invalid bytes, `syntax` for errors, `duplicate-key` for a key defined twice.
public enum StringsReader {
    /// Reads a `.strings` file's bytes. Never throws: problems become diagnostics located in `file`.
    public static func read(_ data: Data, file: String) -> StringsFile {
        let form = PropertyListForm(of: data)
        guard form == .text else { return readPropertyList(data, form: form, file: file) }
        // UTF-8, the common case, is read in place; the lexer checks every byte as it uses it, and the first
        // invalid one sends the file to the decoder, whose diagnostics and replacement characters it needs.
        let inPlace = TextDecoder.withUncheckedUTF8(of: data) { bytes in
            read(bytes, file: file, decodingDiagnostics: [], checksUTF8: true)
        }
        if let inPlace { return inPlace }
        let decoder = TextDecoder(data, file: file)
        return decoder.utf8.withUnsafeBufferPointer { bytes in
            read(bytes, file: file, decodingDiagnostics: decoder.diagnostics, checksUTF8: false)
                ?? StringsFile(entries: [], diagnostics: decoder.diagnostics)
        }
    }

    /// The entries of UTF-8 text; nil when `checksUTF8` and the text is not valid UTF-8.
    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, decodingDiagnostics: [Diagnostic], checksUTF8: Bool
    ) -> StringsFile? {
        var parser = StringsParser(bytes: bytes, file: file, checksUTF8: checksUTF8)
        var result = parser.parse()
        if checksUTF8, parser.needsValidatedText { return nil }
        var diagnostics = decodingDiagnostics
        // A NUL character is never text: the file is corrupt or in an encoding that was not recognised.
        if let base = bytes.baseAddress, let nul = memchr(base, 0, bytes.count) {
            var tracker = TextPositionTracker()
            let offset = base.distance(to: nul.assumingMemoryBound(to: UInt8.self))
            let (line, column) = tracker.position(at: offset, in: bytes)
            let count = bytes.count { $0 == 0 }
            diagnostics.append(
                Diagnostic(
                    .error, rule: .encoding, "the text holds \(count) NUL character\(count == 1 ? "" : "s") (U+0000)",
                    at: SourceLocation(file: file, line: line, column: column)))
        }
        result.diagnostics = (diagnostics + result.diagnostics).sortedByPosition()
        return result
    }

    /// Reads a `.strings` file's text.
    public static func read(_ text: String, file: String) -> StringsFile {
        read(Data(text.utf8), file: file)
    }
}
