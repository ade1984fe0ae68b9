import Foundation

/// A small, safe XML tokenizer for property lists: elements, text, CDATA; nothing else is ever expanded.
///
/// It never loads a DTD or any other resource. Only the five predefined entities (`&lt; &gt; &amp; &quot;
/// &apos;`) and numeric character references are decoded; any other entity reference, and a DOCTYPE with an
/// internal subset (where entity declarations live), is a diagnostic. Comments, processing instructions and
/// the XML declaration are skipped. Attributes are read past, not kept.
struct XMLTokenizer {
    enum Token: Equatable {
        case start(name: String, selfClosing: Bool)
        case end(name: String)
        /// Character data with references decoded (CDATA sections too).
        case text(String)
        /// Character data of nothing but spaces, tabs and line breaks (between elements, usually), as
        /// the bytes it spans: made a string (``text(in:)``) only where it is kept, inside a value.
        case whitespace(Range<Int>)
        case endOfInput
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private var text: LocatedText
    private(set) var diagnostics: [Diagnostic] = []
    private var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        text = LocatedText(bytes: bytes, file: file)
    }

    mutating func location(at offset: Int) -> SourceLocation { text.location(at: offset) }

    mutating func report(_ message: String, at offset: Int) {
        diagnostics.append(.syntax(message, at: location(at: offset)))
    }

    /// The next token and the byte offset where it starts.
    mutating func next() -> (token: Token, offset: Int) {
        while index < bytes.count {
            let start = index
            guard bytes[index] == UInt8(ascii: "<") else { return (scanText(), start) }
            // The byte after `<` tells a start tag, the usual token, from the others (`?`, `!`, `/`), so a
            // start tag is not compared with each of their prefixes.
            let second = index + 1 < bytes.count ? bytes[index + 1] : 0
            if second != UInt8(ascii: "?") && second != UInt8(ascii: "!") && second != UInt8(ascii: "/") {
                return (startTag(from: start), start)
            }
            if hasPrefix("<?") {
                skip(past: "?>", what: "processing instruction", from: start)
            } else if hasPrefix("<!--") {
                skip(past: "-->", what: "comment", from: start)
            } else if hasPrefix("<![CDATA[") {
                index += 9
                let contentStart = index
                guard let end = find("]]>") else {
                    report("unterminated CDATA section", at: start)
                    index = bytes.count
                    return (.text(Self.string(bytes, contentStart..<bytes.count)), start)
                }
                index = end + 3
                return (.text(Self.string(bytes, contentStart..<end)), start)
            } else if hasPrefix("<!DOCTYPE") {
                skipDoctype(from: start)
            } else if hasPrefix("</") {
                index += 2
                let name = scanName()
                skipSpaces()
                if index < bytes.count, bytes[index] == UInt8(ascii: ">") {
                    index += 1
                } else {
                    report("expected '>' to close </\(name)>", at: index)
                    skip(past: ">", what: "end tag", from: start)
                }
                return (.end(name: name), start)
            } else {
                return (startTag(from: start), start)
            }
        }
        return (.endOfInput, bytes.count)
    }

    // MARK: Markup

    private mutating func skipDoctype(from start: Int) {
        index += 9
        var namedExternalDTD = false
        while true {
            switch XMLMarkup.doctypePart(in: bytes, from: index) {
            case .literal(let content):
                index = content.upperBound + 1
                let literal = Self.string(bytes, content)
                if !namedExternalDTD, !XMLMarkup.propertyListDTD.contains(literal) {
                    namedExternalDTD = true
                    report("the DOCTYPE names an external DTD '\(literal)'; it is never loaded", at: start)
                }
            case .internalSubset(let at):
                index = at + 1
                report(
                    "a DOCTYPE with an internal subset is not allowed: its entity declarations are never expanded",
                    at: at)
                guard let close = find("]") else {
                    report("unterminated DOCTYPE", at: start)
                    index = bytes.count
                    return
                }
                index = close + 1
            case .end(let end):
                index = end
                return
            case .unterminated:
                report("unterminated DOCTYPE", at: start)
                index = bytes.count
                return
            }
        }
    }

    /// As libxml2 without `XML_PARSE_HUGE`: no property list has a tag near this long.
    static let maximumTagLength = 10 << 20

    /// Skips attributes up to `>` or `/>`; returns whether the tag closes itself.
    private mutating func skipAttributes(from start: Int) -> Bool {
        switch XMLMarkup.tagEnd(in: bytes, from: index) {
        case .closed(let end, let selfClosing):
            index = end
            if end - start > Self.maximumTagLength {
                report("a tag longer than \(Self.maximumTagLength >> 20) MB (its attributes are not read)", at: start)
            }
            return selfClosing
        case .strayOpen(let at):
            report("unterminated tag: '>' is missing", at: start)
            index = at
            return false
        case .unterminated:
            report("unterminated tag: '>' is missing", at: start)
            index = bytes.count
            return false
        }
    }

    private mutating func scanName() -> String {
        let start = index
        index = XMLMarkup.nameEnd(in: bytes, from: index)
        return Self.string(bytes, start..<index)
    }

    // MARK: Text and references

    /// Character data up to the next `<`, with entity and character references decoded: white space,
    /// or text.
    private mutating func scanText() -> Token {
        let start = index
        var isSpace = true
        // The white space noted on the way, so that the run is read once.
        var position = index
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { break }
            if !Self.isSpace(byte) { isSpace = false }
            position += 1
        }
        index = position
        if position >= bytes.count || bytes[position] == UInt8(ascii: "<") {
            return isSpace ? .whitespace(start..<position) : .text(Self.string(bytes, start..<position))
        }
        var output = Array(bytes[start..<index])
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == UInt8(ascii: "&") {
                decodeReference(into: &output)
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return .text(String(decoding: output, as: UTF8.self))
    }

    /// The text of the bytes in `range` (of a ``Token/whitespace(_:)``).
    func text(in range: Range<Int>) -> String {
        Self.string(bytes, range)
    }

    private mutating func decodeReference(into output: inout [UInt8]) {
        let start = index
        var end = index + 1
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: "<") {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            report("'&' must start a reference such as '&amp;'", at: start)
            output.append(UInt8(ascii: "&"))
            index += 1
            return
        }
        let name = Self.string(bytes, (start + 1)..<end)
        index = end + 1
        switch name {
        case "lt": output.append(UInt8(ascii: "<"))
        case "gt": output.append(UInt8(ascii: ">"))
        case "amp": output.append(UInt8(ascii: "&"))
        case "quot": output.append(UInt8(ascii: "\""))
        case "apos": output.append(UInt8(ascii: "'"))
        default:
            if name.hasPrefix("#"), let scalar = Self.characterReference(name.dropFirst()) {
                TextDecoder.appendUTF8(scalar.value, to: &output)
            } else if name.hasPrefix("#") {
                report("invalid character reference '&\(name);'", at: start)
            } else {
                report("unknown entity '&\(name);': only the five predefined entities are expanded", at: start)
                output.append(contentsOf: Array("&\(name);".utf8))
            }
        }
    }

    /// `#123` or `#x7B` (without the `#`) as a scalar allowed in XML.
    private static func characterReference(_ digits: Substring) -> Unicode.Scalar? {
        let value: UInt32? =
            digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let value, value == 0x9 || value == 0xA || value == 0xD || value >= 0x20 else { return nil }
        return Unicode.Scalar(value)
    }

    /// The start tag (or the stray `<`) at `start`, which is `index`.
    private mutating func startTag(from start: Int) -> Token {
        index += 1
        let name = scanName()
        guard !name.isEmpty else {
            report("'<' must start a tag; write '&lt;' for a less-than sign", at: start)
            return .text("<")
        }
        return .start(name: name, selfClosing: skipAttributes(from: start))
    }

    // MARK: Helpers

    private func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count, let base = bytes.baseAddress else { return false }
        return memcmp(base + index, prefix.utf8Start, count) == 0
    }

    /// The offset of the next occurrence of `marker` from `index`, or nil.
    private func find(_ marker: StaticString) -> Int? {
        let count = marker.utf8CodeUnitCount
        guard let base = bytes.baseAddress else { return nil }
        var cursor = index
        while cursor + count <= bytes.count {
            if memcmp(base + cursor, marker.utf8Start, count) == 0 { return cursor }
            cursor += 1
        }
        return nil
    }

    private mutating func skip(past marker: StaticString, what: String, from start: Int) {
        if let end = find(marker) {
            index = end + marker.utf8CodeUnitCount
        } else {
            report("unterminated \(what)", at: start)
            index = bytes.count
        }
    }

    private mutating func skipSpaces() {
        while index < bytes.count && Self.isSpace(bytes[index]) { index += 1 }
    }

    /// XML white space: space, tab, line feed, carriage return.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
