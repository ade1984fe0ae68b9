/// A JSON value that remembers the line and column it starts at, so that configuration errors
/// can name the exact spot. Foundation's `JSONSerialization` keeps no positions.
struct LocatedJSON: Sendable {
    /// One `"name": value` member of an object, in file order.
    struct Member: Sendable {
        var name: String
        var line: Int
        var column: Int
        var value: LocatedJSON
    }

    indirect enum Value: Sendable {
        case object([Member])
        case array([LocatedJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    var value: Value
    var line: Int
    var column: Int

    /// What a value is, for messages: `a string`, `an object`…
    var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    struct ParseError: Error, Sendable {
        var message: String
        var line: Int
        var column: Int
    }

    /// Parses a whole JSON document (UTF-8).
    static func parse(_ text: String) throws(ParseError) -> LocatedJSON {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.scalars.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var column = 1

        func error(_ message: String) -> ParseError { ParseError(message: message, line: line, column: column) }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func advance() {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        mutating func skipWhitespace() {
            while let scalar = current, scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
                advance()
            }
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws(ParseError) {
            guard current == scalar else { throw error("expected '\(scalar)'") }
            advance()
        }

        mutating func parseValue() throws(ParseError) -> LocatedJSON {
            let (startLine, startColumn) = (line, column)
            func located(_ value: Value) -> LocatedJSON {
                LocatedJSON(value: value, line: startLine, column: startColumn)
            }
            switch current {
            case "{": return located(.object(try parseObject()))
            case "[": return located(.array(try parseArray()))
            case "\"": return located(.string(try parseString()))
            case "t": return located(.bool(try parseWord("true")))
            case "f": return located(.bool(!(try parseWord("false"))))
            case "n":
                _ = try parseWord("null")
                return located(.null)
            case .some(let scalar) where scalar == "-" || ("0"..."9").contains(scalar):
                return located(.number(try parseNumber()))
            default:
                throw error(current == nil ? "unexpected end of file" : "unexpected character '\(current ?? " ")'")
            }
        }

        mutating func parseWord(_ word: String) throws(ParseError) -> Bool {
            for scalar in word.unicodeScalars { try expect(scalar) }
            return true
        }

        mutating func parseObject() throws(ParseError) -> [Member] {
            try expect("{")
            var members: [Member] = []
            skipWhitespace()
            if current == "}" {
                advance()
                return members
            }
            while true {
                skipWhitespace()
                let (nameLine, nameColumn) = (line, column)
                guard current == "\"" else { throw error("expected a quoted field name") }
                let name = try parseString()
                skipWhitespace()
                try expect(":")
                skipWhitespace()
                members.append(Member(name: name, line: nameLine, column: nameColumn, value: try parseValue()))
                skipWhitespace()
                if current == "," {
                    advance()
                    continue
                }
                try expect("}")
                return members
            }
        }

        mutating func parseArray() throws(ParseError) -> [LocatedJSON] {
            try expect("[")
            var items: [LocatedJSON] = []
            skipWhitespace()
            if current == "]" {
                advance()
                return items
            }
            while true {
                skipWhitespace()
                items.append(try parseValue())
                skipWhitespace()
                if current == "," {
                    advance()
                    continue
                }
                try expect("]")
                return items
            }
        }

        mutating func parseString() throws(ParseError) -> String {
            try expect("\"")
            var result = String.UnicodeScalarView()
            while let scalar = current {
                advance()
                switch scalar {
                case "\"":
                    return String(result)
                case "\\":
                    guard let escaped = current else { break }
                    advance()
                    switch escaped {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    case "r": result.append("\r")
                    case "b": result.append("\u{8}")
                    case "f": result.append("\u{C}")
                    case "u": result.append(try parseUnicodeEscape())
                    default: result.append(escaped)
                    }
                case "\n":
                    throw error("unterminated string")
                default:
                    result.append(scalar)
                }
            }
            throw error("unterminated string")
        }

        mutating func parseUnicodeEscape() throws(ParseError) -> Unicode.Scalar {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let scalar = current, let digit = UInt32(String(scalar), radix: 16) else {
                    throw error("invalid \\u escape")
                }
                value = value * 16 + digit
                advance()
            }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }

        mutating func parseNumber() throws(ParseError) -> Double {
            var text = ""
            while let scalar = current, "+-.eE0123456789".unicodeScalars.contains(scalar) {
                text.unicodeScalars.append(scalar)
                advance()
            }
            guard let number = Double(text) else { throw error("invalid number '\(text)'") }
            return number
        }
    }
}
