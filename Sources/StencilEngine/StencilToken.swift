import LocalizationFormats

/// One piece of a template: text, a `{{ variable }}`, a `{% tag %}` or a `{# comment #}`.
struct StencilToken: Sendable {
    enum Kind: Sendable {
        case text, variable, block, comment
    }

    /// What a `-` or `+` beside a tag's delimiter asks of the text next to it.
    enum Whitespace: Sendable {
        /// No sign: the spacing mode decides.
        case unspecified
        /// `-`: all whitespace and newlines on that side are removed.
        case trim
        /// `+`: nothing on that side is removed.
        case keep
    }

    var kind: Kind
    /// The text as written for `.text`; the tag's inside, trimmed and on one line, for the others.
    var contents: String
    /// The inside split into words, quoted strings kept whole (Stencil's `smartSplit`).
    var components: [String]
    var location: SourceLocation
    /// The signs beside a block tag's delimiters (`{%- … +%}`); nil for other tokens.
    var leading: Whitespace?
    var trailing: Whitespace?

    /// The tag's name (`for`, `endif`, …), the label skipped in `{% outer: for … %}`.
    var tagName: String? {
        guard let first = components.first else { return nil }
        if first.hasSuffix(":") && components.count >= 2 { return components[1] }
        return first
    }
}
