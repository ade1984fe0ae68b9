import LocaleCatalog
import LocalizationFormats

/// Builds the ``AccessorModel`` for a ``Catalog``: the development-language entries of every
/// table, split into namespaces, named, typed and documented.
///
/// ```swift
/// let result = AccessorModelBuilder(options: GenerationOptions(enumName: "L10n")).build(catalog)
/// ```
public struct AccessorModelBuilder: Sendable {
    /// The model and what the builder had to warn about.
    public struct Result: Sendable {
        public var model: AccessorModel
        /// Unusable keys, argument gaps and type conflicts, and collisions of the nested names.
        public var diagnostics: [Diagnostic]
        /// Collisions of the whole-key names (the flat layout).
        public var flatDiagnostics: [Diagnostic]
    }

    public var options: GenerationOptions

    public init(options: GenerationOptions = GenerationOptions()) {
        self.options = options
    }

    public func build(_ catalog: Catalog) -> Result {
        var diagnostics: [Diagnostic] = []
        var flatDiagnostics: [Diagnostic] = []
        var tables: [AccessorModel.Namespace] = []
        var primary: AccessorModel.Namespace?
        let nestedTableNames = nestedTableTypeNames(catalog)
        // An Interface Builder table's keys are object ids its storyboard looks up: no accessors.
        let interfaceBuilderTables = catalog.interfaceBuilderTables
        for name in catalog.tableNames where !interfaceBuilderTables.contains(name) {
            guard let entries = catalog.developmentEntries(of: name) else {
                continue
            }
            let isPrimary = name == options.primaryTable
            let typeName = isPrimary ? options.enumName : nestedTableNames[name] ?? name
            var builder = TableBuilder(table: name, typeName: typeName, options: options)
            if isPrimary, options.tableLayout == .nested {
                builder.reservedTypeNames = Set(nestedTableNames.values)
            }
            let namespace = builder.build(entries)
            diagnostics += builder.diagnostics
            flatDiagnostics += builder.flatDiagnostics
            if isPrimary { primary = namespace } else { tables.append(namespace) }
        }
        var enums: [AccessorModel.Namespace]
        switch options.tableLayout {
        case .nested:
            var root =
                primary
                ?? AccessorModel.Namespace(
                    typeName: options.enumName, path: "", table: "", isTable: false, accessors: [], namespaces: [],
                    flatAccessors: [], tables: [])
            root.namespaces += tables
            root.tables = tables
            enums = [root]
        case .separate:
            enums = (primary.map { [$0] } ?? []) + tables
        }
        let model = AccessorModel(
            access: options.access.rawValue, bundle: options.bundle, enumName: options.enumName, enums: enums,
            usesFoundation: options.lookup == .foundation)
        return Result(model: model, diagnostics: diagnostics, flatDiagnostics: flatDiagnostics)
    }

    /// Type names for the tables other than the primary one, unique in their scope.
    private func nestedTableTypeNames(_ catalog: Catalog) -> [String: String] {
        var registry = NameRegistry(scope: "among the table enums")
        if options.tableLayout == .separate { registry.reserve(options.enumName, owner: .other("the primary table")) }
        var names: [String: String] = [:]
        for name in catalog.tableNames
        where name != options.primaryTable && !catalog.interfaceBuilderTables.contains(name) {
            let base = SwiftIdentifier.upperCamelCase(name)
            names[name] = registry.claim(base.isEmpty ? "Table" : base, owner: .table(name), at: nil)
        }
        return names
    }
}
