import LocalizationFormats

/// Splits a template into text, newlines and tags, following `{{=<% %>=}}` delimiter changes.
///
/// Problems (an unclosed tag, an empty name, bad delimiters) become diagnostics located in the
/// template; scanning continues after each.
struct MustacheTokenizer {
    enum Token: Hashable, Sendable {
        case text(String)
        /// `\n` or `\r\n`.
        case newline(String)
        case tag(MustacheTag)
    }

    private let bytes: [UInt8]
    private let file: String
    private var open = Array("{{".utf8)
    private var close = Array("}}".utf8)
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private(set) var tokens: [Token] = []
    private(set) var diagnostics: [Diagnostic] = []

    private init(source: String, file: String) {
        self.bytes = Array(source.utf8)
        self.file = file
    }

    /// The tokens of `source`, and the problems found.
    static func tokenize(_ source: String, file: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var tokenizer = MustacheTokenizer(source: source, file: file)
        tokenizer.run()
        return (tokenizer.tokens, tokenizer.diagnostics)
    }

    private mutating func run() {
        var textStart = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                let crlf = index > textStart && bytes[index - 1] == UInt8(ascii: "\r")
                emitText(textStart..<(crlf ? index - 1 : index))
                tokens.append(.newline(crlf ? "\r\n" : "\n"))
                index += 1
                line += 1
                lineStart = index
                textStart = index
            } else if matches(open, at: index) {
                emitText(textStart..<index)
                scanTag()
                textStart = index
            } else {
                index += 1
            }
        }
        emitText(textStart..<bytes.count)
    }

    private mutating func emitText(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        tokens.append(.text(String(decoding: bytes[range], as: UTF8.self)))
    }

    private func matches(_ delimiter: [UInt8], at position: Int) -> Bool {
        guard position + delimiter.count <= bytes.count else { return false }
        return bytes[position..<(position + delimiter.count)].elementsEqual(delimiter)
    }

    private func location(of offset: Int) -> SourceLocation {
        let column = bytes[lineStart..<offset].lazy.filter { $0 & 0xC0 != 0x80 }.count + 1
        return SourceLocation(file: file, line: line, column: column)
    }

    private mutating func scanTag() {
        let location = location(of: index)
        index += open.count
        let (kind, closing) = tagKind()
        guard let end = firstMatch(of: closing, from: index) else {
            let expected = String(decoding: closing, as: UTF8.self)
            diagnostics.append(.templateSyntax("unclosed tag: expected '\(expected)'", at: location))
            index = bytes.count
            return
        }
        let content = String(decoding: bytes[index..<end], as: UTF8.self)
        for offset in index..<end where bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        index = end + closing.count
        let name = String(content.trimmingWhitespace())
        switch kind {
        case .comment:
            tokens.append(.tag(MustacheTag(kind: kind, name: "", location: location)))
        case .setDelimiters:
            setDelimiters(name, at: location)
        default:
            guard !name.isEmpty else {
                diagnostics.append(.templateSyntax("empty tag name", at: location))
                return
            }
            tokens.append(.tag(MustacheTag(kind: kind, name: name, location: location)))
        }
    }

    /// Reads the sigil after the opening delimiter; returns the tag kind and what closes it.
    private mutating func tagKind() -> (MustacheTag.Kind, [UInt8]) {
        guard index < bytes.count else { return (.variable(escaped: true), close) }
        let kind: MustacheTag.Kind
        var closing = close
        switch bytes[index] {
        case UInt8(ascii: "{"):
            kind = .variable(escaped: false)
            closing = Array("}".utf8) + close
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "="):
            kind = .setDelimiters
            closing = Array("=".utf8) + close
        default:
            return (.variable(escaped: true), close)
        }
        index += 1
        return (kind, closing)
    }

    private func firstMatch(of delimiter: [UInt8], from start: Int) -> Int? {
        var position = start
        while position + delimiter.count <= bytes.count {
            if matches(delimiter, at: position) { return position }
            position += 1
        }
        return nil
    }

    private mutating func setDelimiters(_ content: String, at location: SourceLocation) {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            diagnostics.append(
                .templateSyntax("invalid delimiters '\(content)': expected two delimiters without '='", at: location))
            return
        }
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
        tokens.append(.tag(MustacheTag(kind: .setDelimiters, name: "", location: location)))
    }
}
