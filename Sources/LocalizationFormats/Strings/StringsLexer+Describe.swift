extension StringsLexer {
    /// How a diagnostic names `token` ("expected '=' …, found a comment"): shared by the `.strings`
    /// parser and the old-style property list parser, which read the same tokens. A stray byte that
    /// does not print is named by its code point.
    package func describe(_ token: StringsToken) -> String {
        switch token.kind {
        case .end: return "the end of the file"
        case .equals: return "'='"
        case .semicolon: return "';'"
        case .string: return "a string"
        case .blockComment, .lineComment: return "a comment"
        case .stray:
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
            let printable = text.unicodeScalars.allSatisfy { !$0.properties.isWhitespace && $0.value >= 0x20 }
            return printable
                ? "'\(text)'" : "U+\(String(text.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true))"
        }
    }
}
