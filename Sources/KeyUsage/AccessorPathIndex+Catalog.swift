import AccessorGeneration
import LocaleCatalog
import LocaleCheck

extension AccessorPathIndex {
    /// The paths `localekit generate --template structured|flat|swiftgen` writes for `catalog` with `options`,
    /// taken from the generator's own model (so disambiguated names match too).
    public init(catalog: Catalog, options: GenerationOptions, template: UsageTemplate, tableEnums: [String: String]) {
        self.init()
        switch template {
        case .structured, .flat:
            let model = AccessorModelBuilder(options: options).build(catalog).model
            for namespace in model.enums {
                add(namespace, prefix: [], flat: template == .flat)
            }
        case .swiftgen:
            // Where SwiftGenGenerator puts each key, unless the sources' enums are named per table
            // (one SwiftGen output per table: each table alone in its enum).
            var layout = SwiftGenLayout(catalog: catalog, options: options)
            if !tableEnums.isEmpty {
                let groups = catalog.tableNames.compactMap { name -> SwiftGenLayout.Group? in
                    guard let entries = catalog.developmentEntries(of: name), !entries.isEmpty else { return nil }
                    let enumPath: [String] =
                        if let name = tableEnums[name] {
                            [name]
                        } else if name == options.primaryTable {
                            [options.enumName]
                        } else if options.tableLayout == .nested {
                            [options.enumName, SwiftGenNaming.typeName(name)]
                        } else {
                            [SwiftGenNaming.typeName(name)]
                        }
                    return SwiftGenLayout.Group(table: name, enumPath: enumPath, entries: entries)
                }
                layout = SwiftGenLayout(groups: groups)
            }
            for placement in layout.placements {
                add(path: placement.path, key: placement.entry.key, table: placement.table)
            }
            if tableEnums.isEmpty { addLoneTableLayout(of: catalog, options: options) }
        }
    }

    /// A table beside only `InfoPlist` and Interface Builder tables, which SwiftGen's configurations
    /// seldom read: alone, SwiftGen writes its keys with no table enum (`L10n.Episode.play`, not
    /// `L10n.Localizable.Episode.play`). Both layouts are indexed (the paths of the one with every
    /// table first), and the names the code uses decide (pocket-casts-ios's `Localizable` beside its
    /// `InfoPlist`: 1,325 false unused keys).
    private mutating func addLoneTableLayout(of catalog: Catalog, options: GenerationOptions) {
        let readBySystem = catalog.interfaceBuilderTables.union(["InfoPlist"])
        var code = catalog
        code.tables = catalog.tables.filter { !readBySystem.contains($0.key) }
        guard code.tables.count == 1, catalog.tables.count > 1 else { return }
        for placement in SwiftGenLayout(catalog: code, options: options).placements
        where targets[placement.path.joined(separator: ".")] == nil {
            add(path: placement.path, key: placement.entry.key, table: placement.table)
        }
    }

    private mutating func add(_ namespace: AccessorModel.Namespace, prefix: [String], flat: Bool) {
        let path = prefix + [namespace.typeName]
        if flat {
            for accessor in namespace.flatAccessors {
                add(path: path + [Self.unescaped(accessor.flatName)], key: accessor.key, table: accessor.table)
            }
            for table in namespace.tables { add(table, prefix: path, flat: true) }
            return
        }
        for accessor in namespace.accessors {
            add(path: path + [Self.unescaped(accessor.name)], key: accessor.key, table: accessor.table)
        }
        for child in namespace.namespaces { add(child, prefix: path, flat: false) }
    }

    static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }
}
