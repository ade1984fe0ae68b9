/// Turns a string literal's token back into its value: escapes, line continuations, the
/// indentation a multi-line literal strips, and its interpolations as token ranges.
struct SwiftStringLiteralDecoder {
    let source: SwiftSource
    let index: Int
    private var bytes: [UInt8] { source.bytes }

    init(source: SwiftSource, index: Int) {
        self.source = source
        self.index = index
    }

    func decode() -> SwiftStringLiteral {
        let token = source.tokens[index]
        let (contentStart, contentEnd, indentation) = contentBounds(token)
        var segments: [SwiftStringLiteral.Segment] = []
        var cursor = contentStart
        var inner = index + 1
        let last = index + Int(token.nestedCount)
        while inner <= last {
            let start = source.tokens[inner]
            guard start.kind == .interpolationStart else {
                inner += 1 + Int(start.nestedCount)
                continue
            }
            segments.append(.text(text(cursor..<Int(start.start), token: token, indentation: indentation)))
            var end = inner + 1
            while end <= last && source.tokens[end].kind != .interpolationEnd {
                end += 1 + Int(source.tokens[end].nestedCount)
            }
            segments.append(.interpolation((inner + 1)..<min(end, last + 1)))
            cursor = end <= last ? Int(source.tokens[end].end) : contentEnd
            inner = end + 1
        }
        segments.append(.text(text(cursor..<max(cursor, contentEnd), token: token, indentation: indentation)))
        return SwiftStringLiteral(segments: segments.filter { $0 != .text("") || segments.count == 1 })
    }

    /// Where the characters are (between the delimiters; for `"""`, the lines between the opening
    /// and closing lines) and, for `"""`, the closing line's indentation.
    func contentBounds(_ token: SwiftToken) -> (Int, Int, ArraySlice<UInt8>) {
        let quotes = token.isMultiline ? 3 : 1
        var start = Int(token.start) + token.hashCount + quotes
        var end = Int(token.end)
        if terminates(token, quotes: quotes) { end -= quotes + token.hashCount }
        guard token.isMultiline else { return (start, max(start, end), []) }
        while start < end && bytes[start] != UInt8(ascii: "\n") && bytes[start] != UInt8(ascii: "\r") { start += 1 }
        if start < end && bytes[start] == UInt8(ascii: "\r") { start += 1 }
        if start < end && bytes[start] == UInt8(ascii: "\n") { start += 1 }
        var lineStart = end
        while lineStart > start && bytes[lineStart - 1] != UInt8(ascii: "\n")
            && bytes[lineStart - 1] != UInt8(ascii: "\r")
        {
            lineStart -= 1
        }
        let indentation = bytes[lineStart..<end]
        // The last line break before the closing delimiter is not part of the value.
        var contentEnd = lineStart
        if contentEnd > start && bytes[contentEnd - 1] == UInt8(ascii: "\n") { contentEnd -= 1 }
        if contentEnd > start && bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
        return (start, max(start, contentEnd), indentation)
    }

    func terminates(_ token: SwiftToken, quotes: Int) -> Bool {
        let length = token.range.count
        guard length >= 2 * (quotes + token.hashCount) else { return false }
        let closing = Int(token.end) - token.hashCount - 1
        return bytes[closing] == UInt8(ascii: "\"")
            && bytes[Int(token.end) - token.hashCount..<Int(token.end)].allSatisfy {
                $0 == UInt8(ascii: "#")
            }
    }

    /// The value of `range`: escapes decoded, a multi-line literal's indentation removed.
    func text(_ range: Range<Int>, token: SwiftToken, indentation: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var position = range.lowerBound
        var atLineStart = token.isMultiline && position == contentBounds(token).0
        while position < range.upperBound {
            if atLineStart {
                position = skip(indentation, at: position, limit: range.upperBound)
                atLineStart = false
                continue
            }
            let current = bytes[position]
            if current == UInt8(ascii: "\\") && escapes(at: position, hashes: token.hashCount) {
                position = decodeEscape(at: position + 1 + token.hashCount, into: &output, atLineStart: &atLineStart)
            } else {
                output.append(current)
                position += 1
                if current == UInt8(ascii: "\n") { atLineStart = token.isMultiline }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    func escapes(at position: Int, hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { position + 1 + $0 < bytes.count && bytes[position + 1 + $0] == UInt8(ascii: "#") }
    }

    func skip(_ indentation: ArraySlice<UInt8>, at position: Int, limit: Int) -> Int {
        var offset = position
        for byte in indentation {
            guard offset < limit, bytes[offset] == byte else { break }
            offset += 1
        }
        return offset
    }

    /// Decodes the escape whose character is at `position`; returns the offset after it.
    func decodeEscape(at position: Int, into output: inout [UInt8], atLineStart: inout Bool) -> Int {
        guard position < bytes.count else { return position }
        switch bytes[position] {
        case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "0"): output.append(0)
        case UInt8(ascii: "u"): return decodeUnicode(at: position + 1, into: &output)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            // A line continuation: no line break in the value, and the next line's indentation goes.
            var next = position + 1
            if bytes[position] == UInt8(ascii: "\r") && next < bytes.count && bytes[next] == UInt8(ascii: "\n") {
                next += 1
            }
            atLineStart = true
            return next
        default: output.append(bytes[position])
        }
        return position + 1
    }

    /// `\u{1F600}`: the hex digits between braces.
    func decodeUnicode(at position: Int, into output: inout [UInt8]) -> Int {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return position }
        var end = position + 1
        while end < bytes.count && bytes[end] != UInt8(ascii: "}") && end - position <= 9 { end += 1 }
        let digits = String(decoding: bytes[(position + 1)..<min(end, bytes.count)], as: UTF8.self)
        if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
        return min(end + 1, bytes.count)
    }
}
