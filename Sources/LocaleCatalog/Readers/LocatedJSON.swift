import Foundation

/// A JSON value that remembers where each object key starts, so that a String Catalog reader can
/// point its diagnostics at the line of the offending key.
indirect enum LocatedJSON: Equatable, Sendable {
    /// One `"name": value` of an object; `offset` is the byte offset of the key's opening quote.
    struct Member: Equatable, Sendable {
        var name: String
        var offset: Int
        var value: LocatedJSON
    }

    case object([Member])
    case array([LocatedJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// A syntax error at a byte offset.
    struct SyntaxError: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// The member named `name` of an object (the last one, when repeated, as JSON parsers do).
    subscript(_ name: String) -> Member? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.name == name }
    }

    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Parses UTF-8 JSON text (RFC 8259; a leading BOM is skipped). Nesting deeper than `maximumDepth` is an error.
    static func parse(_ data: Data, maximumDepth: Int = 64) throws(SyntaxError) -> LocatedJSON {
        var parser = Parser(bytes: [UInt8](data), maximumDepth: maximumDepth)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        let maximumDepth: Int
        var index = 0

        init(bytes: [UInt8], maximumDepth: Int) {
            self.bytes = bytes
            self.maximumDepth = maximumDepth
        }

        func error(_ message: String) -> SyntaxError { SyntaxError(message: message, offset: index) }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> LocatedJSON {
            guard depth <= maximumDepth else { throw error("JSON nested deeper than \(maximumDepth) levels") }
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default: return try number()
            }
        }

        mutating func object(depth: Int) throws(SyntaxError) -> LocatedJSON {
            index += 1
            var members: [Member] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error("expected a key string")
                }
                let offset = index
                let name = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error("expected ':' after a key")
                }
                index += 1
                members.append(Member(name: name, offset: offset, value: try value(depth: depth + 1)))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of file in an object") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                } else {
                    throw error("expected ',' or '}' in an object")
                }
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> LocatedJSON {
            index += 1
            var elements: [LocatedJSON] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of file in an array") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(elements)
                } else {
                    throw error("expected ',' or ']' in an array")
                }
            }
        }

        mutating func literal(_ word: String, _ value: LocatedJSON) throws(SyntaxError) -> LocatedJSON {
            let expected = Array(word.utf8)
            guard bytes[index...].starts(with: expected) else { throw error("unexpected character") }
            index += expected.count
            return value
        }

        mutating func number() throws(SyntaxError) -> LocatedJSON {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard index > start, let text = String(bytes: bytes[start..<index], encoding: .ascii),
                let value = Double(text)
            else {
                index = start
                throw error("unexpected character")
            }
            return .number(value)
        }

        mutating func string() throws(SyntaxError) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var runStart = index
            func flush(_ end: Int) {
                if end > runStart {
                    scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flush(index)
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 { throw error("control character in a string") }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                flush(index)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes[index...].starts(with: Array("\\u".utf8)) {
                        let afterHigh = index
                        index += 2
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            index = afterHigh  // A lone high surrogate (U+FFFD); the next escape stands alone.
                        }
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default:
                    index -= 1
                    throw error("invalid escape in a string")
                }
                runStart = index
            }
            throw error("unterminated string")
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            guard index + 4 <= bytes.count, let text = String(bytes: bytes[index..<index + 4], encoding: .ascii),
                let code = UInt32(text, radix: 16)
            else { throw error("invalid \\u escape") }
            index += 4
            return code
        }
    }
}
