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
