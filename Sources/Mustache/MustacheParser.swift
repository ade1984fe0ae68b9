import LocalizationFormats

/// Builds the node tree of a template from its filtered tokens, matching every section, parent
/// and block with its closing tag.
enum MustacheParser {
    private struct OpenTag {
        var tag: MustacheTag
        var indent: String
        var children: [MustacheNode] = []
    }

    /// The nodes of `source`, or every problem found in it.
    static func parse(_ source: String, file: String) throws(MustacheSyntaxError) -> [MustacheNode] {
        let (tokens, tokenDiagnostics) = MustacheTokenizer.tokenize(source, file: file)
        var diagnostics = tokenDiagnostics
        var stack: [OpenTag] = []
        var root: [MustacheNode] = []

        func append(_ node: MustacheNode) {
            if stack.isEmpty {
                root.append(node)
            } else {
                stack[stack.count - 1].children.append(node)
            }
        }

        for item in MustacheStandaloneFilter.filter(tokens) {
            switch item {
            case .text(let text):
                append(.text(text))
            case .lineStart:
                append(.lineStart)
            case .tag(let tag, let indent):
                switch tag.kind {
                case .variable(let escaped):
                    append(.variable(name: tag.name, escaped: escaped))
                case .partial:
                    append(.partial(name: tag.name, indent: indent))
                case .section, .invertedSection, .parent, .block:
                    stack.append(OpenTag(tag: tag, indent: indent))
                case .close:
                    guard let depth = stack.lastIndex(where: { $0.tag.name == tag.name }) else {
                        diagnostics.append(
                            .templateSyntax(
                                "closing tag '\(tag.name)' does not match any open section", at: tag.location))
                        continue
                    }
                    while stack.count > depth + 1, let unclosed = stack.popLast() {
                        diagnostics.append(unclosedDiagnostic(unclosed.tag, closedBy: tag))
                    }
                    if let open = stack.popLast() { append(node(closing: open)) }
                case .comment, .setDelimiters:
                    break
                }
            }
        }
        for open in stack.reversed() {
            diagnostics.append(unclosedDiagnostic(open.tag, closedBy: nil))
        }
        guard diagnostics.isEmpty else {
            let placeholder = SourceLocation(file: file)
            throw MustacheSyntaxError(
                diagnostics: diagnostics.sorted { ($0.location ?? placeholder) < ($1.location ?? placeholder) })
        }
        return root
    }

    private static func node(closing open: OpenTag) -> MustacheNode {
        switch open.tag.kind {
        case .invertedSection:
            return .section(name: open.tag.name, inverted: true, children: open.children)
        case .parent:
            var overrides: [String: MustacheBlock] = [:]
            for case .block(let block) in open.children where overrides[block.name] == nil {
                overrides[block.name] = block
            }
            return .parent(name: open.tag.name, indent: open.indent, overrides: overrides)
        case .block:
            let content = MustacheNode.dedent(open.children, by: open.indent)
            return .block(MustacheBlock(name: open.tag.name, indent: open.indent, content: content))
        default:
            return .section(name: open.tag.name, inverted: false, children: open.children)
        }
    }

    private static func unclosedDiagnostic(_ tag: MustacheTag, closedBy close: MustacheTag?) -> Diagnostic {
        let sigil: String
        switch tag.kind {
        case .invertedSection: sigil = "^"
        case .parent: sigil = "<"
        case .block: sigil = "$"
        default: sigil = "#"
        }
        let what = "unclosed section '\(sigil)\(tag.name)'"
        guard let close else { return .templateSyntax("\(what): missing '/\(tag.name)'", at: tag.location) }
        return Diagnostic(
            .error, rule: .templateSyntax, "\(what) before '/\(close.name)'", at: tag.location,
            notes: [Diagnostic.Note("closed here", at: close.location)])
    }
}
