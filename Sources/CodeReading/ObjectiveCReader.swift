import LocalizationFormats

/// The localized calls of Objective-C source (`.m`, `.mm`): `NSLocalizedString(@"key", @"comment")`,
/// `NSLocalizedStringFromTable(@"key", @"Table", …)`, the other Foundation macros and the project's
/// (``LocalizedCallTable``), as Xcode's extraction reads them. A key that is not a literal (a macro's
/// own definition, `NSLocalizedString(key, nil)`) is not a use of any key.
///
/// A lexical reading: comments, character literals and strings are stepped over; adjacent literals
/// (`@"a" @"b"`) are one.
enum ObjectiveCReader {
    enum Token: Equatable {
        case identifier(String)
        /// A string literal's value (`@"…"` or `"…"`, adjacent ones joined).
        case string(String)
        case symbol(UInt8)
    }

    struct Located {
        var token: Token
        var line: Int
        var column: Int
    }

    static func extract(_ bytes: [UInt8], file: String, calls: LocalizedCallTable) -> [ExtractedString] {
        extract(tokenize(bytes), file: file, calls: calls)
    }

    /// Every string literal of the tokens (adjacent ones joined), at its place.
    static func literals(_ tokens: [Located], file: String) -> [ExtractedString] {
        tokens.compactMap { located in
            guard case .string(let text) = located.token, !text.isEmpty else { return nil }
            return ExtractedString(
                key: text, table: "", call: "literal",
                location: SourceLocation(file: file, line: located.line, column: located.column))
        }
    }

    static func extract(_ tokens: [Located], file: String, calls: LocalizedCallTable) -> [ExtractedString] {
        var strings: [ExtractedString] = []
        var position = 0
        while position < tokens.count {
            defer { position += 1 }
            guard case .identifier(let name) = tokens[position].token, position + 1 < tokens.count,
                tokens[position + 1].token == .symbol(UInt8(ascii: "("))
            else { continue }
            let (isMacro, tableArgument) = calls.objectiveCTableArgument(of: name)
            guard isMacro, position == 0 || tokens[position - 1].token != .identifier("define") else { continue }
            let arguments = self.arguments(from: position + 1, in: tokens)
            guard let first = arguments.first, first.count == 1, case .string(let key) = first[0].token else {
                continue
            }
            var table = "Localizable"
            if let index = tableArgument, index < arguments.count, arguments[index].count == 1,
                case .string(let named) = arguments[index][0].token, !named.isEmpty
            {
                table = named
            }
            var comment: String?
            if arguments.count > 1, let last = arguments.last, last.count == 1, case .string(let text) = last[0].token,
                !text.isEmpty
            {
                comment = text
            }
            var value: String?
            if name.hasSuffix("WithDefaultValue"), arguments.count > 3, arguments[3].count == 1,
                case .string(let text) = arguments[3][0].token
            {
                value = text
            }
            strings.append(
                ExtractedString(
                    key: key, table: table, comment: comment, defaultValue: value, call: name,
                    location: SourceLocation(file: file, line: first[0].line, column: first[0].column)))
        }
        return strings
    }

    /// The arguments of the call whose `(` is at `open`, split at top-level commas.
    static func arguments(from open: Int, in tokens: [Located]) -> [[Located]] {
        var arguments: [[Located]] = [[]]
        var depth = 0
        var position = open + 1
        while position < tokens.count {
            let token = tokens[position].token
            if token == .symbol(UInt8(ascii: "(")) || token == .symbol(UInt8(ascii: "[")) {
                depth += 1
            } else if token == .symbol(UInt8(ascii: ")")) || token == .symbol(UInt8(ascii: "]")) {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, token == .symbol(UInt8(ascii: ",")) {
                arguments.append([])
                position += 1
                continue
            }
            arguments[arguments.count - 1].append(tokens[position])
            position += 1
        }
        return arguments.last?.isEmpty == true && arguments.count == 1 ? [] : arguments
    }

    static func tokenize(_ bytes: [UInt8]) -> [Located] {
        var tokens: [Located] = []
        var index = 0
        var line = 1
        var lineStart = 0
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F || byte >= 0x80
        }
        while index < bytes.count {
            let byte = bytes[index]
            let column = index - lineStart + 1
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index < bytes.count
                    && !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                        && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    if bytes[index] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                index += 2
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                var value: [UInt8] = []
                index += 1
                while index < bytes.count && bytes[index] != byte && bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                        case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
                        case UInt8(ascii: "\n"):
                            line += 1
                            lineStart = index + 1
                        default: value.append(bytes[index])
                        }
                    } else {
                        value.append(bytes[index])
                    }
                    index += 1
                }
                index += 1
                guard byte == UInt8(ascii: "\"") else { continue }
                let text = String(decoding: value, as: UTF8.self)
                // `@"a" @"b"`, `@"a" "b"`: one literal.
                if case .string(let before)? = tokens.last?.token {
                    tokens[tokens.count - 1].token = .string(before + text)
                } else {
                    tokens.append(Located(token: .string(text), line: line, column: column))
                }
            case _ where isIdentifier(byte):
                let start = index
                while index < bytes.count && isIdentifier(bytes[index]) { index += 1 }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                tokens.append(Located(token: .identifier(name), line: line, column: column))
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "@") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\""):
                index += 1  // `@"…"`: the literal follows
            default:
                tokens.append(Located(token: .symbol(byte), line: line, column: column))
                index += 1
            }
        }
        return tokens
    }
}
