import LocalizationFormats

/// A parsed Mustache template (https://mustache.github.io), as the official spec defines it:
/// interpolation, sections, inverted sections, comments, partials, delimiter changes, and
/// template inheritance (parents and blocks). Lambdas are not supported.
///
/// ```swift
/// let template = try MustacheTemplate("Hello {{name}}!", file: "greeting.mustache")
/// let text = try template.render(.object(["name": .string("Ana")]))   // "Hello Ana!"
/// ```
public struct MustacheTemplate: Hashable, Sendable {
    /// How interpolation tags (`{{name}}`) escape their value. `{{{name}}}` and `{{&name}}` never escape.
    public enum Escaping: Hashable, Sendable {
        /// `&`, `"`, `<`, `>` become HTML entities: the spec's behaviour.
        case html
        /// Values are inserted as they are: for generating code.
        case none
    }

    /// The file the template came from, used in diagnostics.
    public let file: String
    let nodes: [MustacheNode]

    /// Parses `source`. Every syntax problem is reported at once, each with its line and column.
    public init(_ source: String, file: String = "<template>") throws(MustacheSyntaxError) {
        self.file = file
        self.nodes = try MustacheParser.parse(source, file: file)
    }

    /// Renders the template against `value`.
    ///
    /// - Parameters:
    ///   - partials: partial and parent templates by name, as source text; parsed when first used.
    ///   - escaping: what `{{name}}` does to the value.
    ///   - limits: where rendering gives up (a partial that includes itself twice doubles the work at
    ///     every level).
    /// - Throws: the syntax problems of a partial that is used, or a partial expansion past `limits`.
    public func render(
        _ value: MustacheValue, partials: [String: String] = [:], escaping: Escaping = .html,
        limits: Limits = .standard
    ) throws(MustacheSyntaxError) -> String {
        var renderer = MustacheRenderer(
            partialSources: partials, escaping: escaping, root: value, limits: limits.scaled(to: value))
        try renderer.render(nodes)
        return renderer.output
    }

    /// How much work one render may do before it stops with an error: a template that includes a
    /// partial from itself more than once expands exponentially, within any depth. A real render's work
    /// grows with its model (a partial per key), so each limit is a base plus a share per value of the
    /// model (``scaled(to:)``): a million keys render, a recursive template over a small model stops.
    public struct Limits: Sendable, Hashable {
        /// Partial and parent expansions.
        public var maximumExpansions: Int
        /// Output size, checked at each expansion.
        public var maximumOutputBytes: Int
        /// Added to each limit per value of the model (every string, number, array and object in it).
        public var expansionsPerValue: Int
        public var outputBytesPerValue: Int

        public init(
            maximumExpansions: Int, maximumOutputBytes: Int, expansionsPerValue: Int = 0, outputBytesPerValue: Int = 0
        ) {
            self.maximumExpansions = maximumExpansions
            self.maximumOutputBytes = maximumOutputBytes
            self.expansionsPerValue = expansionsPerValue
            self.outputBytesPerValue = outputBytesPerValue
        }

        /// 100,000 expansions and 64 MB, plus 16 expansions and 4 KB per value of the model: far above
        /// what any accessor template does with a key.
        public static let standard = Limits(
            maximumExpansions: 100_000, maximumOutputBytes: 64 << 20, expansionsPerValue: 16,
            outputBytesPerValue: 4 << 10)

        /// The limits for a render of `model`.
        func scaled(to model: MustacheValue) -> Limits {
            let values = model.valueCount
            return Limits(
                maximumExpansions: maximumExpansions + values * expansionsPerValue,
                maximumOutputBytes: maximumOutputBytes + values * outputBytesPerValue)
        }
    }
}
