/// Byte-level pieces of XML markup shared by ``XMLTokenizer`` (the located reader) and
/// ``PluralListScanner`` (the runtime's fast path), so that both read a tag the same way.
enum XMLMarkup {
    /// Where the attributes of a start tag end.
    enum TagEnd {
        /// At `>`; `end` is the offset just after it.
        case closed(end: Int, selfClosing: Bool)
        /// At a `<` outside quotes (offset `at`): the tag's `>` is missing.
        case strayOpen(at: Int)
        /// At the end of the text, without a `>`.
        case unterminated
    }

    /// Scans a start tag's attributes from `index` (just after its name) to its `>`, skipping quoted
    /// attribute values.
    static func tagEnd(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> TagEnd {
        var index = index
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return .closed(end: index, selfClosing: index >= 2 && bytes[index - 2] == UInt8(ascii: "/"))
            } else if byte == UInt8(ascii: "<") {
                return .strayOpen(at: index - 1)
            }
        }
        return .unterminated
    }

    /// The offset just after the XML name that starts at `index` (`index` itself when there is none).
    static func nameEnd(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."),
                UInt8(ascii: "-"), 0x80...:
                index += 1
            default:
                return index
            }
        }
        return index
    }

    /// What comes next in a DOCTYPE declaration.
    enum DoctypePart {
        /// A quoted literal (a public or system identifier); its content is at `content`, and the
        /// scan goes on after its closing quote.
        case literal(content: Range<Int>)
        /// `[`, which opens an internal subset, at offset `at`.
        case internalSubset(at: Int)
        /// The closing `>`; `end` is the offset just after it.
        case end(Int)
        /// The end of the text, without a `>`.
        case unterminated
    }

    /// Scans a DOCTYPE declaration from `index` (after `<!DOCTYPE`, or after a previous part) to its
    /// next literal, `[` or `>`.
    static func doctypePart(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> DoctypePart {
        var index = index
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let contentStart = index
                while index < bytes.count, bytes[index] != byte { index += 1 }
                guard index < bytes.count else { return .unterminated }
                return .literal(content: contentStart..<index)
            } else if byte == UInt8(ascii: "[") {
                return .internalSubset(at: index - 1)
            } else if byte == UInt8(ascii: ">") {
                return .end(index)
            }
        }
        return .unterminated
    }

    /// The identifiers of Apple's property list DTD, the only external DTD a DOCTYPE may name (it is
    /// never loaded).
    static let propertyListDTD: Set<String> = [
        "-//Apple//DTD PLIST 1.0//EN", "-//Apple Computer//DTD PLIST 1.0//EN",
        "http://www.apple.com/DTDs/PropertyList-1.0.dtd",
    ]
}
