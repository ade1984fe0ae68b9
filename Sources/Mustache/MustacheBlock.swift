/// A `{{$name}}…{{/name}}` block: its default content, or when inside a parent tag, the content
/// that replaces the parent's block of the same name.
///
/// `content` is stored without the block's own indentation; `indent` is added back to each line
/// wherever the block is expanded.
struct MustacheBlock: Hashable, Sendable {
    var name: String
    var indent: String
    var content: [MustacheNode]
}

extension MustacheBlock {
    /// The block with `prefix` removed from its indentation. Its content is already relative to
    /// that indentation, so it stays as it is.
    func dedented(by prefix: String) -> MustacheBlock {
        var block = self
        block.indent = String(indent.dropFirst(zip(indent, prefix).prefix { $0 == $1 }.count))
        return block
    }
}
