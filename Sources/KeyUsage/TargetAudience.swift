import LocaleCatalog
import LocalizationFormats

/// Which sources can read the keys of a table a framework or bundle target ships: code reads its own
/// bundle's tables, so a table that only frameworks ship (`Bundle(for:)`, `Bundle.module`) is compared
/// with the sources those frameworks compile, and a framework of Objective-C only gets no Swift keys.
///
/// A table an app or extension target ships is read from the main bundle, where code in any framework
/// that names no bundle looks too: it is compared with every source, as before. So is everything the
/// project does not decide (no project, a project read with errors, targets that list none of the
/// sources, a file of a local package, frameworks that compile none of the sources read).
struct TargetAudience {
    /// Localization files that only some frameworks ship, with the sources those frameworks compile.
    struct Group: Equatable {
        /// The localization files (as the catalog names them).
        var files: Set<String>
        /// The source files (as given) that the shipping targets compile.
        var sources: Set<String>
        /// The shipping targets' names, sorted.
        var targets: [String]
    }

    /// The groups of `localizationFiles` whose readers `scope` restricts, over `sources`.
    static func groups(localizationFiles: [String], sources: [String], scope: XcodeProjectScope?) -> [Group] {
        guard let scope, !scope.projects.isEmpty, !scope.projects.contains(where: \.hasErrors) else { return [] }
        let targets = scope.targets
        var compiledBy: [String: Set<String>] = [:]  // source → the targets compiling it
        for source in sources where scope.governs(source) {
            let absolute = XcodeProjectScope.absolutePath(source)
            compiledBy[source] = Set(targets.filter { $0.contains(file: absolute) }.map(\.name))
        }
        // Targets that list none of the sources say nothing about them.
        guard compiledBy.values.contains(where: { !$0.isEmpty }) else { return [] }
        var groups: [[String]: Group] = [:]
        for file in Set(localizationFiles) where scope.decidesMembership(of: file) {
            let absolute = XcodeProjectScope.absolutePath(file)
            let shipping = targets.filter { $0.contains(file: absolute) }
            guard !shipping.isEmpty, shipping.allSatisfy(Self.hasOwnBundle) else { continue }
            let names = Set(shipping.map(\.name))
            let readers = compiledBy.filter { !$0.value.isDisjoint(with: names) }.keys
            guard !readers.isEmpty else { continue }  // none of its sources read: no say
            let key = names.sorted()
            groups[key, default: Group(files: [], sources: Set(readers), targets: key)].files.insert(file)
        }
        return groups.keys.sorted { $0.lexicographicallyPrecedes($1) }.compactMap { groups[$0] }
    }

    /// Whether `target`'s resources ship in a bundle of its own that code reaches only by naming it
    /// (a framework, a loadable bundle), not in the main bundle of an app or extension.
    static func hasOwnBundle(_ target: XcodeTarget) -> Bool {
        target.isFramework || target.productType == "com.apple.product-type.bundle"
    }
}
