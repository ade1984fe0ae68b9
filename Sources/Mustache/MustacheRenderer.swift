import LocalizationFormats

/// Renders template nodes into text: the context stack, partial and parent expansion, block
/// overrides and indentation.
struct MustacheRenderer {
    /// Deeper nesting of partials than this is taken to be endless recursion: an error, not a file
    /// silently cut short.
    static let maximumPartialDepth = 256
    private let limits: MustacheTemplate.Limits
    private let partialSources: [String: String]
    private let escaping: MustacheTemplate.Escaping
    private var context: MustacheContext
    private var partials: [String: [MustacheNode]] = [:]
    /// Block content by block name; the outermost template's override wins.
    private var overrides: [String: MustacheBlock] = [:]
    /// Added at each template line start while expanding standalone partials and blocks.
    private var indentation = ""
    private var depth = 0
    private var expansions = 0
    private(set) var output = ""

    init(
        partialSources: [String: String], escaping: MustacheTemplate.Escaping, root: MustacheValue,
        limits: MustacheTemplate.Limits = .standard
    ) {
        self.limits = limits
        self.partialSources = partialSources
        self.escaping = escaping
        self.context = MustacheContext(root: root)
    }

    mutating func render(_ nodes: [MustacheNode]) throws(MustacheSyntaxError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .lineStart:
                if !indentation.isEmpty, output.isEmpty || output.utf8.last == UInt8(ascii: "\n") {
                    output += indentation
                }
            case .variable(let name, let escaped):
                let text = context.lookup(name)?.interpolated ?? ""
                output += escaped && escaping == .html ? Self.escapeHTML(text) : text
            case .section(let name, let inverted, let children):
                try renderSection(name: name, inverted: inverted, children: children)
            case .partial(let name, let indent):
                try expand(name, indent: indent, overrides: [:])
            case .parent(let name, let indent, let blocks):
                try expand(name, indent: indent, overrides: blocks)
            case .block(let block):
                let content = overrides[block.name]?.content ?? block.content
                let saved = indentation
                indentation += block.indent
                try render(content)
                indentation = saved
            }
        }
    }

    private mutating func renderSection(
        name: String, inverted: Bool, children: [MustacheNode]
    ) throws(MustacheSyntaxError) {
        let value = context.lookup(name) ?? .null
        if inverted {
            if !value.isTruthy { try render(children) }
            return
        }
        guard value.isTruthy else { return }
        switch value {
        case .array(let items):
            for item in items { try render(children, in: item) }
        case .list(let list):
            for index in 0..<list.count { try render(children, in: list[index]) }
        default:
            try render(children, in: value)
        }
    }

    private mutating func render(_ children: [MustacheNode], in item: MustacheValue) throws(MustacheSyntaxError) {
        context.push(item)
        try render(children)
        context.pop()
    }

    /// Renders the partial `name` in place, indented, with `blocks` overriding its blocks unless
    /// an outer template already overrides them.
    private mutating func expand(
        _ name: String, indent: String, overrides blocks: [String: MustacheBlock]
    ) throws(MustacheSyntaxError) {
        guard let nodes = try partial(named: name) else { return }
        guard depth < Self.maximumPartialDepth else {
            let message = "partials nested \(depth) deep: does '\(name)' include itself whatever the data?"
            throw MustacheSyntaxError(diagnostics: [.templateSyntax(message, at: SourceLocation(file: name))])
        }
        expansions += 1
        guard expansions <= limits.maximumExpansions, output.utf8.count <= limits.maximumOutputBytes else {
            let message =
                "rendering stopped after \(expansions) partial expansions and \(output.utf8.count) bytes, more than "
                + "the model's size allows: does '\(name)' include itself more than once?"
            throw MustacheSyntaxError(diagnostics: [.templateSyntax(message, at: SourceLocation(file: name))])
        }
        let savedOverrides = overrides
        let savedIndentation = indentation
        overrides.merge(blocks) { outer, _ in outer }
        indentation += indent
        depth += 1
        try render(nodes)
        depth -= 1
        overrides = savedOverrides
        indentation = savedIndentation
    }

    private mutating func partial(named name: String) throws(MustacheSyntaxError) -> [MustacheNode]? {
        if let nodes = partials[name] { return nodes }
        guard let source = partialSources[name] else { return nil }
        let nodes = try MustacheParser.parse(source, file: name)
        partials[name] = nodes
        return nodes
    }

    static func escapeHTML(_ text: String) -> String {
        guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\"" }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
