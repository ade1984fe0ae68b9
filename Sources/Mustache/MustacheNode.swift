import LocalizationFormats

/// The parsed form of a Mustache template.
indirect enum MustacheNode: Hashable, Sendable {
    /// Literal template text.
    case text(String)
    /// The start of a template line: where a standalone partial's indentation is inserted.
    case lineStart
    case variable(name: String, escaped: Bool)
    case section(name: String, inverted: Bool, children: [MustacheNode])
    /// `indent`: the whitespace before a standalone partial tag, added to each line of the partial.
    case partial(name: String, indent: String)
    /// A parent (`{{<name}}`) with the blocks it overrides.
    case parent(name: String, indent: String, overrides: [String: MustacheBlock])
    case block(MustacheBlock)
}

extension MustacheNode {
    /// Removes `prefix` from the start of every line of `nodes`, and from the indentation of
    /// partials and blocks in them: a block's content is stored relative to its own indentation.
    static func dedent(_ nodes: [MustacheNode], by prefix: String) -> [MustacheNode] {
        guard !prefix.isEmpty else { return nodes }
        var result: [MustacheNode] = []
        result.reserveCapacity(nodes.count)
        var atLineStart = false
        for node in nodes {
            defer {
                if case .lineStart = node { atLineStart = true } else { atLineStart = false }
            }
            switch node {
            case .text(let text) where atLineStart:
                result.append(.text(removing(prefix, from: text)))
            case .section(let name, let inverted, let children):
                result.append(.section(name: name, inverted: inverted, children: dedent(children, by: prefix)))
            case .partial(let name, let indent):
                result.append(.partial(name: name, indent: removing(prefix, from: indent)))
            case .parent(let name, let indent, let overrides):
                result.append(
                    .parent(
                        name: name, indent: removing(prefix, from: indent),
                        overrides: overrides.mapValues { $0.dedented(by: prefix) }))
            case .block(let block):
                result.append(.block(block.dedented(by: prefix)))
            default:
                result.append(node)
            }
        }
        return result
    }

    /// `text` without as much of `prefix` as it starts with.
    private static func removing(_ prefix: String, from text: String) -> String {
        var remainder = Substring(text)
        for character in prefix {
            guard remainder.first == character else { break }
            remainder = remainder.dropFirst()
        }
        return String(remainder)
    }
}
