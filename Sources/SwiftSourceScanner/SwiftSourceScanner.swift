/// Splits Swift source into ``SwiftToken``s in one forward pass over its UTF-8 bytes.
///
/// Hand-written (SwiftPM cannot fetch swift-syntax here) and lexical only: it knows comments
/// (nested `/* */`), every string literal form (multi-line, raw with any number of `#`,
/// interpolations nested to any depth, themselves holding strings and comments), `#/…/#` regex
/// literals, names, numbers, punctuation and operators. It never fails: unterminated literals and
/// comments end at the end of the line or file.
///
/// ```swift
/// let source = SwiftSourceScanner.scan(Array(text.utf8))
/// for token in source.tokens where token.kind == .string { print(source.literal(at: …)) }
/// ```
public struct SwiftSourceScanner {
    /// Scans `bytes` (UTF-8) into tokens.
    public static func scan(_ bytes: [UInt8]) -> SwiftSource {
        let tokens = bytes.withUnsafeBufferPointer { buffer in
            ByteClass.table.withUnsafeBufferPointer { table in
                var scanner = SwiftSourceScanner(bytes: buffer, classes: table)
                scanner.tokens.reserveCapacity(bytes.count / 5)
                scanner.scanTokens(inInterpolation: false)
                return scanner.tokens
            }
        }
        return SwiftSource(bytes: bytes, tokens: tokens)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let classes: UnsafeBufferPointer<UInt8>
    var position = 0
    var line: Int32 = 1
    var lineStart = 0
    var tokens: [SwiftToken] = []

    init(bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.classes = classes
    }

    func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    func has(_ byteClass: UInt8, at offset: Int) -> Bool {
        offset < bytes.count && classes[Int(bytes[offset])] & byteClass != 0
    }

    /// Starts a token at `position` (its end is filled in by ``finish(_:)``).
    func token(_ kind: SwiftToken.Kind, at start: Int) -> SwiftToken {
        SwiftToken(
            kind: kind, start: Int32(start), end: Int32(start), line: line, column: Int32(start - lineStart + 1),
            nestedCount: 0, delimiter: 0)
    }

    mutating func append(_ kind: SwiftToken.Kind, from start: Int) {
        var new = token(kind, at: start)
        new.end = Int32(position)
        tokens.append(new)
    }

    /// Counts a line break at `position` (`\n`, `\r\n` or `\r`) and moves past it.
    mutating func newline() {
        if bytes[position] == UInt8(ascii: "\r") && byte(at: position + 1) == UInt8(ascii: "\n") { position += 1 }
        position += 1
        line += 1
        lineStart = position
    }

    /// Tokens until the end of the input or, in an interpolation, the `)` that closes it (left
    /// at `position` for the caller).
    mutating func scanTokens(inInterpolation: Bool) {
        var depth = 0
        while position < bytes.count {
            let current = bytes[position]
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                position += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                newline()
            case UInt8(ascii: "\""):
                scanString(hashes: 0, from: position)
            case UInt8(ascii: "#"):
                scanPound()
            case UInt8(ascii: "`"):
                scanBacktickIdentifier()
            case UInt8(ascii: "$"):
                let start = position
                position += 1
                skipIdentifierPart()
                append(.identifier, from: start)
            case UInt8(ascii: "@"):
                let start = position
                position += 1
                skipIdentifierPart()
                append(.attribute, from: start)
            case UInt8(ascii: "("):
                depth += 1
                position += 1
                append(.punctuation, from: position - 1)
            case UInt8(ascii: ")"):
                if inInterpolation && depth == 0 { return }
                depth -= 1
                position += 1
                append(.punctuation, from: position - 1)
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                scanLineComment()
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                scanBlockComment()
            default:
                scanOther(current)
            }
        }
    }

    mutating func scanOther(_ current: UInt8) {
        let start = position
        let byteClass = classes[Int(current)]
        if byteClass & ByteClass.identifierStart != 0 {
            position += 1
            skipIdentifierPart()
            append(.identifier, from: start)
        } else if byteClass & ByteClass.digit != 0 {
            scanNumber()
        } else if byteClass & ByteClass.punctuation != 0 {
            position += 1
            append(.punctuation, from: start)
        } else if byteClass & ByteClass.operatorCharacter != 0 {
            position += 1
            while has(ByteClass.operatorCharacter, at: position) && !startsComment(at: position) { position += 1 }
            append(.operator, from: start)
        } else {
            // A byte Swift has no use for here (a stray `\` or `'`): skipped, like whitespace.
            position += 1
        }
    }

    func startsComment(at offset: Int) -> Bool {
        bytes[offset] == UInt8(ascii: "/")
            && (byte(at: offset + 1) == UInt8(ascii: "/") || byte(at: offset + 1) == UInt8(ascii: "*"))
    }

    mutating func skipIdentifierPart() {
        while position < bytes.count && classes[Int(bytes[position])] & ByteClass.identifierPart != 0 {
            position += 1
        }
    }

    /// `42`, `0x1F`, `1_000`, `3.14`, `1e-9` (a sign after an exponent is part of the number).
    mutating func scanNumber() {
        let start = position
        while position < bytes.count {
            let current = bytes[position]
            if classes[Int(current)] & ByteClass.identifierPart != 0 {
                position += 1
            } else if current == UInt8(ascii: "."), has(ByteClass.digit, at: position + 1) {
                position += 1
            } else if current == UInt8(ascii: "-") || current == UInt8(ascii: "+"),
                let previous = position > start ? bytes[position - 1] : nil,
                previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") || previous == UInt8(ascii: "p"),
                has(ByteClass.digit, at: position + 1),
                bytes[start + 1] != UInt8(ascii: "x") || previous == UInt8(ascii: "p")
            {
                position += 1
            } else {
                break
            }
        }
        append(.number, from: start)
    }

    mutating func scanBacktickIdentifier() {
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != UInt8(ascii: "\n") {
            position += 1
        }
        if position < bytes.count && bytes[position] == UInt8(ascii: "`") { position += 1 }
        append(.identifier, from: start)
    }

    /// `#` then: `"` (raw string), `/` (regex), a name (`#if`), or alone (an operator).
    mutating func scanPound() {
        let start = position
        var hashes = 0
        while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = byte(at: position + hashes)
        if next == UInt8(ascii: "\"") {
            position += hashes
            scanString(hashes: hashes, from: start)
        } else if next == UInt8(ascii: "/") {
            position += hashes
            scanRegex(hashes: hashes, from: start)
        } else if hashes == 1 && has(ByteClass.identifierStart, at: position + 1) {
            position += 1
            skipIdentifierPart()
            append(.poundKeyword, from: start)
        } else {
            position += 1
            append(.operator, from: start)
        }
    }

    mutating func scanLineComment() {
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
            position += 1
        }
        append(.comment, from: start)
    }

    /// `/* … */`, nested as Swift nests them.
    mutating func scanBlockComment() {
        var comment = token(.comment, at: position)
        position += 2
        var depth = 1
        while position < bytes.count && depth > 0 {
            let current = bytes[position]
            if current == UInt8(ascii: "*") && byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
            } else if current == UInt8(ascii: "/") && byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                newline()
            } else {
                position += 1
            }
        }
        comment.end = Int32(position)
        tokens.append(comment)
    }
}
