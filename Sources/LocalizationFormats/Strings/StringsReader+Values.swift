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

    /// The entries of well-formed UTF-8 text, or nil as soon as anything would be diagnosed.
    /// - Parameter checksUTF8: true when `bytes` were not validated as UTF-8: nil when they are not.
    static func scanValues(_ bytes: UnsafeBufferPointer<UInt8>, checksUTF8: Bool = false) -> [String: String]? {
        // A NUL character is reported by the full reader.
        if let base = bytes.baseAddress, memchr(base, 0, bytes.count) != nil { return nil }
        var lexer = StringsLexer(bytes: bytes, file: "", checksUTF8: checksUTF8)
        var values: [String: String] = [:]
        values.reserveCapacity(bytes.count / 64)
        while true {
            let key = lexer.nextSkippingComments()
            if key.kind == .end { break }
            guard key.kind == .string, !key.isUnterminated else { return nil }
            let keyText = lexer.takeText()
            let separator = lexer.nextSkippingComments()
            let value: String
            switch separator.kind {
            case .semicolon:
                value = keyText
            case .equals:
                let token = lexer.nextSkippingComments()
                guard token.kind == .string, !token.isUnterminated else { return nil }
                value = lexer.takeText()
                guard lexer.nextSkippingComments().kind == .semicolon else { return nil }
            default:
                return nil
            }
            // A duplicate key is a warning of the full reader.
            guard values.updateValue(value, forKey: keyText) == nil, lexer.diagnostics.isEmpty else { return nil }
        }
        return lexer.diagnostics.isEmpty && !lexer.needsValidatedText ? values : nil
    }
}
