import Foundation

extension StringsReader {
    /// The key → value map of a `.strings` file, for a program that looks values up rather than
    /// reports on the file (the runtime).
    ///
    /// A well-formed file is lexed straight from its bytes into the dictionary: no entries, locations or
    /// comments. At the first problem of any kind (an encoding fault, a syntax error, a bad escape, a
    /// duplicate key) the file is read again with ``read(_:file:)``, so `diagnostics` are exactly that
    /// reader's and `values` are its ``StringsFile/values``. `diagnostics` is empty on the fast path.
    ///
    /// ```swift
    /// let (values, diagnostics) = StringsReader.readValues(data, file: "de.lproj/Localizable.strings")
    /// ```
    public static func readValues(_ data: Data, file: String) -> (values: [String: String], diagnostics: [Diagnostic]) {
        // UTF-8 is scanned in place (nil: a problem); other encodings once decoded.
        let inPlace: [String: String]?? = TextDecoder.withUncheckedUTF8(of: data) { bytes in
            scanValues(bytes, checksUTF8: true)
        }
        let values: [String: String]?
        if let inPlace {
            values = inPlace
        } else {
            let decoder = TextDecoder(data, file: file)
            values = decoder.diagnostics.isEmpty ? decoder.utf8.withUnsafeBufferPointer { scanValues($0) } : nil
        }
        if let values { return (values, []) }
        let full = read(data, file: file)
        return (full.values, full.diagnostics)
    }

    /// Calls `body(key, value)` for each entry of a well-formed `.strings` file, in file order (`"k";` gives
    /// the key as its value), without building a dictionary: for a program that stores the values its own
    /// way (the runtime's tables).
    ///
    /// Returns `false` at the first thing ``read(_:file:)`` would diagnose (an encoding fault, a syntax
    /// error, a bad escape; not a duplicate key, which `body` sees and may refuse by returning `false`), or as
    /// soon as `body` returns `false`. `body` may have seen some entries by then: the caller starts again
    /// with ``readValues(_:file:)``, whose diagnostics are the full reader's.
    ///
    /// ```swift
    /// var table: [String: String] = [:]
    /// let complete = StringsReader.visitValues(data, file: path) { key, value in
    ///     table.updateValue(value, forKey: key) == nil
    /// }
    /// ```
    public static func visitValues(_ data: Data, file: String, _ body: (_ key: String, _ value: String) -> Bool)
        -> Bool
    {
        // UTF-8 is scanned in place (nil: another encoding); other encodings once decoded.
        if let complete = TextDecoder.withUncheckedUTF8(of: data, { scanEntries($0, checksUTF8: true, body) }) {
            return complete
        }
        let decoder = TextDecoder(data, file: file)
        return decoder.diagnostics.isEmpty && decoder.utf8.withUnsafeBufferPointer { scanEntries($0, body) }
    }

    /// The entries of well-formed UTF-8 text, or nil as soon as anything would be diagnosed.
    /// - Parameter checksUTF8: true when `bytes` were not validated as UTF-8: nil when they are not.
    static func scanValues(_ bytes: UnsafeBufferPointer<UInt8>, checksUTF8: Bool = false) -> [String: String]? {
        var values: [String: String] = [:]
        values.reserveCapacity(bytes.count / 64)
        // A duplicate key is a warning of the full reader.
        let complete = scanEntries(bytes, checksUTF8: checksUTF8) { values.updateValue($1, forKey: $0) == nil }
        return complete ? values : nil
    }

    /// Calls `body` with the entries of well-formed UTF-8 text; `false` as soon as anything would be
    /// diagnosed or `body` returns `false`.
    /// - Parameter checksUTF8: true when `bytes` were not validated as UTF-8: `false` when they are not.
    static func scanEntries(
        _ bytes: UnsafeBufferPointer<UInt8>, checksUTF8: Bool = false, _ body: (String, String) -> Bool
    ) -> Bool {
        // A NUL character is reported by the full reader.
        if let base = bytes.baseAddress, memchr(base, 0, bytes.count) != nil { return false }
        var lexer = StringsLexer(bytes: bytes, file: "", checksUTF8: checksUTF8)
        while true {
            let key = lexer.nextSkippingComments()
            if key.kind == .end { break }
            guard key.kind == .string, !key.isUnterminated else { return false }
            let keyText = lexer.takeText()
            let separator = lexer.nextSkippingComments()
            let value: String
            switch separator.kind {
            case .semicolon:
                value = keyText
            case .equals:
                let token = lexer.nextSkippingComments()
                guard token.kind == .string, !token.isUnterminated else { return false }
                value = lexer.takeText()
                guard lexer.nextSkippingComments().kind == .semicolon else { return false }
            default:
                return false
            }
            // Text that may be invalid UTF-8 is never handed over.
            guard lexer.diagnostics.isEmpty, !lexer.needsValidatedText, body(keyText, value) else { return false }
        }
        return lexer.diagnostics.isEmpty && !lexer.needsValidatedText
    }
}
