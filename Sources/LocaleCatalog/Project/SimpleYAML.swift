import Foundation

/// The subset of YAML an XcodeGen `project.yml` and a `swiftgen.yml` need here: block mappings and sequences by
/// indentation, flow sequences `[a, b]`, plain and quoted scalars, block scalars (`script: |`, `>-`…: the
/// lines indented under their key, as one scalar), `#` comments. Anything else (anchors, flow mappings) is
/// read as a scalar or skipped; nothing traps.
package indirect enum SimpleYAML: Equatable, Sendable {
    case scalar(String)
    case sequence([SimpleYAML])
    case mapping([(key: String, value: SimpleYAML)])

    package static func == (lhs: SimpleYAML, rhs: SimpleYAML) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): a == b
        case (.sequence(let a), .sequence(let b)): a == b
        case (.mapping(let a), .mapping(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    package subscript(key: String) -> SimpleYAML? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.last { $0.key == key }?.value
    }

    package var string: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    /// The elements of a sequence; a lone scalar is a sequence of one.
    package var elements: [SimpleYAML] {
        switch self {
        case .sequence(let elements): elements
        case .scalar: [self]
        case .mapping: []
        }
    }

    /// Parses `text`; what it cannot read is left out.
    package static func parse(_ text: String) -> SimpleYAML {
        let raw = text.split(whereSeparator: \.isNewline).map(String.init)
        var lines: [(indent: Int, text: String)] = []
        var next = 0
        while next < raw.count {
            let line = stripComment(raw[next])
            next += 1
            let content = line.drop { $0 == " " }
            guard !content.trimmingCharacters(in: .whitespaces).isEmpty, content != "---" else { continue }
            let indent = line.count - content.count
            var text = String(content).trimmingCharacters(in: .whitespaces)
            if let (head, parentIndent) = blockScalarHead(text, indent: indent) {
                text = head + " \"" + blockScalarBody(raw, &next, deeperThan: parentIndent) + "\""
            }
            lines.append((indent, text))
        }
        var index = 0
        return block(lines, &index, indent: lines.first?.indent ?? 0)
    }

    /// For a line that starts a block scalar (`script: |`, `- key: >-`, `- |`): the line without its
    /// indicator, and the indentation its content must exceed (its key's column).
    private static func blockScalarHead(_ text: String, indent: Int) -> (head: String, parentIndent: Int)? {
        let indicators = ["|", "|-", "|+", ">", ">-", ">+"]
        guard let indicator = indicators.first(where: { text.hasSuffix(" " + $0) || text == "- " + $0 }) else {
            return nil
        }
        let head = String(text.dropLast(indicator.count)).trimmingCharacters(in: .whitespaces)
        guard head == "-" || head.hasSuffix(":") else { return nil }
        let isItem = head.hasPrefix("- ") || head == "-"
        return (head, isItem && head != "-" ? indent + 2 : indent)
    }

    /// The lines after `next` indented deeper than `parentIndent` (blank ones included), without their
    /// common indentation, joined by line feeds; `next` moves past them. Comments stay: `#` is text there.
    private static func blockScalarBody(_ raw: [String], _ next: inout Int, deeperThan parentIndent: Int) -> String {
        var body: [Substring] = []
        var bodyIndent: Int?
        while next < raw.count {
            let line = raw[next]
            let content = line.drop { $0 == " " }
            let indent = line.count - content.count
            if content.trimmingCharacters(in: .whitespaces).isEmpty {
                body.append("")
            } else {
                guard indent > parentIndent else { break }
                let common = min(bodyIndent ?? indent, indent)
                bodyIndent = common
                body.append(line.dropFirst(common))
            }
            next += 1
        }
        while body.last == "" { body.removeLast() }
        return body.joined(separator: "\n")
    }

    private static func block(_ lines: [(indent: Int, text: String)], _ index: inout Int, indent: Int) -> SimpleYAML {
        guard index < lines.count else { return .scalar("") }
        if lines[index].text.hasPrefix("- ") || lines[index].text == "-" {
            var elements: [SimpleYAML] = []
            while index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("-") {
                let rest = String(lines[index].text.dropFirst()).trimmingCharacters(in: .whitespaces)
                index += 1
                if rest.isEmpty {
                    elements.append(
                        index < lines.count && lines[index].indent > indent
                            ? block(lines, &index, indent: lines[index].indent) : .scalar(""))
                } else if let colon = keyColon(rest) {
                    // `- key: value` starts a mapping whose other keys are indented under the key.
                    var entries = [entry(rest, colon: colon, lines, &index, indent: indent + 2)]
                    if index < lines.count, lines[index].indent > indent,
                        case .mapping(let more) = block(lines, &index, indent: lines[index].indent)
                    {
                        entries += more
                    }
                    elements.append(.mapping(entries))
                } else {
                    elements.append(value(rest))
                }
            }
            return .sequence(elements)
        }
        var entries: [(key: String, value: SimpleYAML)] = []
        while index < lines.count, lines[index].indent == indent {
            let text = lines[index].text
            index += 1
            guard let colon = keyColon(text) else { continue }
            entries.append(entry(text, colon: colon, lines, &index, indent: indent))
        }
        // Lines indented deeper than expected (damaged input) are skipped.
        while index < lines.count, lines[index].indent > indent { index += 1 }
        return .mapping(entries)
    }

    private static func entry(
        _ text: String, colon: String.Index, _ lines: [(indent: Int, text: String)], _ index: inout Int, indent: Int
    ) -> (key: String, value: SimpleYAML) {
        let key = unquote(String(text[..<colon]))
        let rest = String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        if !rest.isEmpty { return (key, value(rest)) }
        if index < lines.count,
            lines[index].indent > indent
                || (lines[index].indent == indent && lines[index].text.hasPrefix("-"))
        {
            return (key, block(lines, &index, indent: lines[index].indent))
        }
        return (key, .scalar(""))
    }

    private static func value(_ text: String) -> SimpleYAML {
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast()
            return .sequence(
                inner.split(separator: ",").map { .scalar(unquote(String($0))) }.filter { $0 != .scalar("") })
        }
        return .scalar(unquote(text))
    }

    /// The `:` that ends a key (followed by a space or the end), outside quotes.
    private static func keyColon(_ text: String) -> String.Index? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func unquote(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, let first = trimmed.first, first == trimmed.last, first == "\"" || first == "'"
        else { return trimmed }
        return String(trimmed.dropFirst().dropLast())
    }

    private static func stripComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return line
    }
}
