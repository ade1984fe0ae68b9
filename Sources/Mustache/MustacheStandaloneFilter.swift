/// Applies the spec's standalone-line rule to a token stream and marks where lines start.
///
/// A line holding only whitespace and tags that print nothing (sections, comments, partials,
/// parents, blocks, delimiter changes) is *standalone*: its whitespace and line break are
/// removed. A line may hold several such tags when one of them opens or closes a parent
/// (`{{<parent}}{{$block}}`). Every other non-empty line starts with a line-start marker, where
/// the indentation of a standalone partial is inserted.
enum MustacheStandaloneFilter {
    enum Item: Hashable, Sendable {
        case text(String)
        case lineStart
        /// `indent`: for a standalone partial or parent, the whitespace before it; for a block,
        /// the indentation of its content.
        case tag(MustacheTag, indent: String)
    }

    static func filter(_ tokens: [MustacheTokenizer.Token]) -> [Item] {
        let lines = splitLines(tokens)
        var items: [Item] = []
        items.reserveCapacity(tokens.count + lines.count)
        var openKinds: [MustacheTag.Kind] = []
        for (number, line) in lines.enumerated() {
            let leading = leadingWhitespace(of: line)
            if isStandalone(line, openKinds: openKinds) {
                let next = number + 1 < lines.count ? leadingWhitespace(of: lines[number + 1]) : ""
                for case .tag(let tag) in line {
                    switch tag.kind {
                    case .partial, .parent: items.append(.tag(tag, indent: leading))
                    case .block: items.append(.tag(tag, indent: next))
                    default: items.append(.tag(tag, indent: ""))
                    }
                }
            } else {
                // An empty line gets no indentation: generated code keeps no trailing whitespace.
                if line.count > 1 || !isNewline(line[0]) { items.append(.lineStart) }
                for token in line {
                    switch token {
                    case .text(let text), .newline(let text):
                        items.append(.text(text))
                    case .tag(let tag):
                        items.append(.tag(tag, indent: tag.kind == .block ? leading : ""))
                    }
                }
            }
            for case .tag(let tag) in line {
                if tag.opensSection {
                    openKinds.append(tag.kind)
                } else if tag.kind == .close, !openKinds.isEmpty {
                    openKinds.removeLast()
                }
            }
        }
        return items
    }

    /// Lines, each ending with its newline token (the last may have none).
    private static func splitLines(_ tokens: [MustacheTokenizer.Token]) -> [[MustacheTokenizer.Token]] {
        var lines: [[MustacheTokenizer.Token]] = []
        var current: [MustacheTokenizer.Token] = []
        for token in tokens {
            current.append(token)
            if case .newline = token {
                lines.append(current)
                current = []
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private static func isStandalone(_ line: [MustacheTokenizer.Token], openKinds: [MustacheTag.Kind]) -> Bool {
        var tags: [MustacheTag] = []
        for token in line {
            switch token {
            case .text(let text):
                guard text.allSatisfy({ $0 == " " || $0 == "\t" }) else { return false }
            case .newline:
                break
            case .tag(let tag):
                guard tag.canBeStandalone else { return false }
                tags.append(tag)
            }
        }
        guard tags.count > 1 else { return tags.count == 1 }
        // Several tags: standalone only together with a parent tag, whose inside prints nothing.
        var kinds = openKinds
        for tag in tags {
            if tag.kind == .parent { return true }
            if tag.opensSection {
                kinds.append(tag.kind)
            } else if tag.kind == .close, let closed = kinds.popLast(), closed == .parent {
                return true
            }
        }
        return false
    }

    private static func isNewline(_ token: MustacheTokenizer.Token) -> Bool {
        if case .newline = token { return true }
        return false
    }

    private static func leadingWhitespace(of line: [MustacheTokenizer.Token]) -> String {
        guard case .text(let text)? = line.first else { return "" }
        return String(text.prefix { $0 == " " || $0 == "\t" })
    }
}
