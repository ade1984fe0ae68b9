import Foundation

/// The tags and filters a template may use, the spacing mode, and where `{% include %}` finds
/// templates: one registry, so an unknown tag or filter is refused in one place.
public struct StencilEnvironment: Sendable {
    /// How the text around `{% tags %}` is spaced.
    public enum Spacing: Sendable, Hashable {
        /// Stencil's `smart` trimming: spaces before a tag, and spaces and one newline after it, go.
        /// SwiftGen renders its bundled templates so, and a user's with `--experimental-modern-spacing`.
        case modern
        /// StencilSwiftKit's legacy clean-up: nothing trimmed, then whitespace-only lines removed
        /// (blank lines written in the template kept). SwiftGen renders a user's `templatePath` so.
        case legacy
    }

    typealias TagParser = @Sendable (StencilParser, StencilToken) throws(StencilError) -> any StencilNode

    var tags: [String: TagParser] = [:]
    var filters: [String: StencilFilter] = [:]
    public var spacing: Spacing
    /// The folder `{% include "name" %}` reads from (SwiftGen: the template's own folder).
    public var templateDirectory: URL?

    /// Stencil's tags and filters with StencilSwiftKit's, as SwiftGen 6.6 registers them.
    public init(spacing: Spacing, templateDirectory: URL? = nil) {
        self.spacing = spacing
        self.templateDirectory = templateDirectory
        registerStencilTags()
        registerStencilFilters()
        registerSwiftKitTags()
        registerSwiftKitFilters()
    }

    /// The names of every filter, sorted.
    public var filterNames: [String] { filters.keys.sorted() }

    /// The names of every tag, sorted.
    public var tagNames: [String] { tags.keys.sorted() }

    mutating func registerTag(_ name: String, _ parser: @escaping TagParser) {
        tags[name] = parser
    }

    mutating func registerFilter(_ name: String, _ filter: StencilFilter) {
        filters[name] = filter
    }

    func filter(named name: String) throws(StencilError) -> StencilFilter {
        if let filter = filters[name] { return filter }
        let suggestions = Self.closest(to: name, among: filters.keys)
        guard !suggestions.isEmpty else { throw StencilError("unknown filter '\(name)'") }
        throw StencilError(
            "unknown filter '\(name)' (similar: \(suggestions.map { "'\($0)'" }.joined(separator: ", ")))")
    }

    /// The names at the smallest edit distance from `name` (none farther than their own length).
    static func closest(to name: String, among names: some Collection<String>) -> [String] {
        let distances = names.map { ($0, editDistance(Array(name), Array($0))) }.filter { $0.0.count > $0.1 }
        guard let best = distances.map(\.1).min() else { return [] }
        return distances.filter { $0.1 == best }.map(\.0).sorted()
    }

    private static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        var previous = Array(0...rhs.count)
        var current = previous
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
