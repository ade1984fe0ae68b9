import AccessorGeneration
import LocaleCatalog
import LocaleCheck

/// Generated accessor paths (`L10n.Settings.title`) → the key and table each one reads, for the
/// template in use, computed with the generator's own naming.
public struct AccessorPathIndex: Sendable {
    public struct Target: Sendable, Hashable {
        public var key: String
        public var table: String
    }

    /// Paths joined by `.`, without backticks.
    public private(set) var targets: [String: Target] = [:]
    /// The first component of every path (`L10n`, `CoreStrings`): chains starting elsewhere are skipped.
    public private(set) var roots: Set<String> = []

    public init() {}

    public mutating func add(path: [String], key: String, table: String) {
        guard let root = path.first else { return }
        roots.insert(root)
        targets[path.joined(separator: "."), default: Target(key: key, table: table)] = Target(key: key, table: table)
    }

    /// The accessor a chain of names starts with: the longest prefix of `components` that is a path
    /// (`L10n.Settings.title.uppercased` → `L10n.Settings.title`), with how many components it took.
    public func target(for components: [String]) -> (target: Target, count: Int)? {
        guard let first = components.first, roots.contains(first) else { return nil }
        var path = first
        var found: (Target, Int)?
        for (index, component) in components.enumerated().dropFirst() {
            path += "." + component
            if let target = targets[path] { found = (target, index + 1) }
        }
        return found
    }
}
