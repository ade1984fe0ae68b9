extension SwiftSourceScanner {
    /// A string literal whose opening quote is at `position` (`start` is its first `#`, if any).
    /// Its token goes first; the tokens of its interpolations follow and are counted in it.
    mutating func scanString(hashes: Int, from start: Int) {
        var literal = token(.string, at: start)
        let index = tokens.count
        tokens.append(literal)
        let multiline = byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\\") && closesDelimiter(hashes, after: position) {
                scanEscape(hashes: hashes)
            } else if current == UInt8(ascii: "\"") && closes(multiline: multiline, hashes: hashes) {
                position += (multiline ? 3 : 1) + hashes
                break
            } else if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                if !multiline { break }  // unterminated: the literal ends with its line
                newline()
            } else {
                position += 1
            }
        }
        literal.end = Int32(position)
        literal.nestedCount = Int32(tokens.count - index - 1)
        literal.delimiter = Int32(hashes) | (multiline ? 0x100 : 0)
        tokens[index] = literal
    }

    /// Whether `hashes` `#` follow the byte at `offset` (a raw string's `\#` escape, its `"#` end).
    func closesDelimiter(_ hashes: Int, after offset: Int) -> Bool {
        var count = 0
        while count < hashes {
            guard byte(at: offset + 1 + count) == UInt8(ascii: "#") else { return false }
            count += 1
        }
        return true
    }

    func closes(multiline: Bool, hashes: Int) -> Bool {
        guard multiline else { return closesDelimiter(hashes, after: position) }
        return byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
            && closesDelimiter(hashes, after: position + 2)
    }

    /// At a `\` (with the literal's `#`s): an interpolation, or an escape skipped as a whole.
    mutating func scanEscape(hashes: Int) {
        let start = position
        position += 1 + hashes
        guard position < bytes.count else { return }
        switch bytes[position] {
        case UInt8(ascii: "("):
            position += 1
            append(.interpolationStart, from: start)
            scanTokens(inInterpolation: true)
            guard position < bytes.count else { return }
            position += 1
            append(.interpolationEnd, from: position - 1)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            newline()  // a multi-line literal's line continuation
        default:
            position += 1
        }
    }

    /// `#/…/#` (any number of `#`): ends at `/` followed by as many `#`; `\` escapes one byte.
    mutating func scanRegex(hashes: Int, from start: Int) {
        var regex = token(.regex, at: start)
        position += 1
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\\") {
                position += 2
            } else if current == UInt8(ascii: "/") && closesDelimiter(hashes, after: position) {
                position += 1 + hashes
                break
            } else if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                newline()  // extended regex literals may span lines
            } else {
                position += 1
            }
        }
        position = min(position, bytes.count)
        regex.end = Int32(position)
        regex.delimiter = Int32(hashes)
        tokens.append(regex)
    }
}
