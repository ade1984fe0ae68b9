import LocaleCatalog
import LocalizationFormats

/// Where `--template swiftgen` puts every key: SwiftGen's path for it (``SwiftGenNaming``), made a
/// valid and unique Swift path where SwiftGen's own would not compile. `SwiftGenGenerator` writes
/// these paths and `usage` maps them back, so both always agree.
///
/// What SwiftGen gets wrong and this repairs: empty components (`a..b`, `.a`, `a.`) are skipped;
/// a component with no usable character becomes `Unnamed`/`unnamed`; a type that would shadow a
/// name the generated code uses (`String`, `L10n`, `Type`…) gets a trailing `_`; a member whose
/// name is taken in its enum (`Title` and `title`, a nested enum of the same name, `tr` beside the
/// lookup function, when it has two arguments or more) gets `2`, `3`… in key order, with a warning.
package struct SwiftGenLayout: Sendable {
    /// The keys of one table and the enum path they go under (`["L10n"]`, `["L10n", "Core"]`).
    package struct Group: Sendable {
        package var table: String
        package var enumPath: [String]
        package var entries: [Entry]

        package init(table: String, enumPath: [String], entries: [Entry]) {
            self.table = table
            self.enumPath = enumPath
            self.entries = entries
        }
    }

    package struct Placement: Sendable {
        package var entry: Entry
        package var table: String
        /// The root enum first, the member last, without backticks.
        package var path: [String]
    }

    package private(set) var placements: [Placement] = []
    package private(set) var diagnostics: [Diagnostic] = []

    /// Names the generated code uses unqualified, which an enum of the same name would shadow.
    static let shadowingTypeNames: Set<String> = [
        "Self", "String", "Any", "Int", "Float", "CChar", "UInt16", "UnsafePointer", "UnsafeRawPointer", "CVarArg",
    ]

    /// The layout of ``SwiftGenGenerator``: the primary table (or a lone table) in
    /// ``GenerationOptions/enumName``, every other table in an enum named after it, nested or beside.
    package init(catalog: Catalog, options: GenerationOptions) {
        var groups: [Group] = []
        for table in catalog.tableNames {
            guard let entries = catalog.developmentEntries(of: table), !entries.isEmpty else { continue }
            var enumPath = [options.enumName]
            if table != options.primaryTable && catalog.tableNames.count > 1 {
                let tableEnum = SwiftGenNaming.typeName(table)
                enumPath = options.tableLayout == .separate ? [tableEnum] : enumPath + [tableEnum]
            }
            groups.append(Group(table: table, enumPath: enumPath, entries: entries))
        }
        self.init(groups: groups)
    }

    package init(groups: [Group]) {
        let roots = Set(groups.compactMap(\.enumPath.first))
        let reserved = SwiftIdentifier.unusableTypeNames.union(Self.shadowingTypeNames).union(roots)
        let tree = Scope()
        var typePaths: [[String]] = []
        // Keys SwiftGen names as it is (no empty component, no repaired enum name) are named first,
        // so that a repaired key (`a.` beside `a`) never takes the name code already uses.
        var repaired: [Bool] = []
        // Every enum first, so that a member never takes the name of an enum declared after it.
        for group in groups {
            for entry in group.entries {
                let components = SwiftGenNaming.components(ofKey: entry.key)
                var changed =
                    components.count != entry.key.split(separator: ".", omittingEmptySubsequences: false).count
                let types = components.dropLast().map { component -> String in
                    let name = SwiftGenNaming.typeName(component)
                    let usable = name.isEmpty ? "Unnamed" : reserved.contains(name) ? name + "_" : name
                    if usable != name { changed = true }
                    return usable
                }
                let path = group.enumPath + types
                typePaths.append(path)
                repaired.append(changed || SwiftGenNaming.memberName(components.last ?? "").isEmpty)
                tree.scope(at: path[...])
            }
        }
        let entries = groups.flatMap { group in group.entries.map { (group.table, $0) } }
        var names = [String](repeating: "", count: entries.count)
        for round in [false, true] {
            for (index, (_, entry)) in entries.enumerated() where repaired[index] == round {
                let path = typePaths[index]
                names[index] = memberName(
                    entry, in: tree.scope(at: path[...]), scopeName: path.joined(separator: "."),
                    isRoot: path.count == 1)
            }
        }
        placements = entries.indices.map { index in
            Placement(entry: entries[index].1, table: entries[index].0, path: typePaths[index] + [names[index]])
        }
    }

    /// - Parameter isRoot: whether `scope` is a root enum, where the lookup function `tr(_:_:_:)` is
    ///   declared: a key named `tr` with two or more arguments would take the calls meant for it.
    private mutating func memberName(_ entry: Entry, in scope: Scope, scopeName: String, isRoot: Bool) -> String {
        let lastComponent = SwiftGenNaming.components(ofKey: entry.key).last ?? ""
        var base = SwiftGenNaming.memberName(lastComponent)
        let isUnusable = base.isEmpty
        if isUnusable { base = "unnamed" }
        let owner = "key '\(entry.key)'"
        var name = base
        let takesLookups = isRoot && base == "tr" && SwiftGenMember(entry: entry, table: "", name: "").types.count >= 2
        if let taken = scope.owner(of: base) ?? (takesLookups ? "the lookup function 'tr'" : nil) {
            var suffix = 2
            while scope.owner(of: "\(base)\(suffix)") != nil { suffix += 1 }
            name = "\(base)\(suffix)"
            if !isUnusable {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .identifierCollision,
                        "\(owner) is named '\(name)' in \(scopeName): '\(base)' already names \(taken)",
                        at: entry.location))
            }
        }
        scope.members[name] = owner
        if isUnusable {
            diagnostics.append(
                Diagnostic(
                    .warning, rule: .unusableKey,
                    "\(TableBuilder.unusablePart(of: entry.key, component: lastComponent)) has no character usable "
                        + "in a Swift name; its accessor is \(scopeName).\(name)",
                    at: entry.location))
        }
        return name
    }

    /// One enum while names are handed out: its nested enums and the members taken so far.
    private final class Scope {
        var children: [String: Scope] = [:]
        var members: [String: String] = [:]

        func owner(of name: String) -> String? {
            members[name] ?? (children[name] != nil ? "an enum" : nil)
        }

        @discardableResult
        func scope(at path: ArraySlice<String>) -> Scope {
            guard let first = path.first else { return self }
            let child = children[first] ?? Scope()
            children[first] = child
            return child.scope(at: path.dropFirst())
        }
    }
}
