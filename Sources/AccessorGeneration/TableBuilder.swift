import Foundation
import LocaleCatalog
import LocalizationFormats

/// Builds the enum of one table: namespaces from key prefixes, named accessors, and the flat list.
struct TableBuilder {
    let table: String
    let typeName: String
    let options: GenerationOptions
    /// Type names that nested tables will take inside this enum.
    var reservedTypeNames: Set<String> = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var flatDiagnostics: [Diagnostic] = []
    /// Finished accessors by key, with both their names.
    private var structuredNames: [String: AccessorModel.Accessor] = [:]

    init(table: String, typeName: String, options: GenerationOptions) {
        self.table = table
        self.typeName = typeName
        self.options = options
    }

    /// A namespace while it is being filled: entries by their last key segment, children by type name.
    private final class Draft {
        var path: String
        var entries: [(entry: Entry, segment: String)] = []
        var children: [String: Draft] = [:]

        init(path: String) { self.path = path }
    }

    mutating func build(_ entries: [Entry]) -> AccessorModel.Namespace {
        let root = Draft(path: "")
        var accessors: [String: (template: AccessorModel.Accessor, diagnostics: [Diagnostic])] = [:]
        for entry in entries {
            let key = Self.nameSource(of: entry)
            var segments = options.separator.isEmpty ? [key] : key.components(separatedBy: options.separator)
            segments.removeAll { $0.isEmpty }
            let last = segments.popLast() ?? ""
            var draft = root
            var path: [String] = []
            for segment in segments {
                path.append(segment)
                let base = SwiftIdentifier.upperCamelCase(segment)
                let childName = base.isEmpty ? "Unnamed" : base
                let child = draft.children[childName] ?? Draft(path: path.joined(separator: options.separator))
                draft.children[childName] = child
                draft = child
            }
            draft.entries.append((entry, last))
            accessors[entry.key] = AccessorFactory.accessor(
                for: entry, table: table, labels: options.substitutionLabels)
        }
        // Only the keys with diagnostics are sorted (most have none): sorting every accessor would move
        // whole models.
        let diagnosed = accessors.compactMap { $0.value.diagnostics.isEmpty ? nil : $0.key }
        for key in diagnosed.sorted(by: { $0.precedesByScalars($1) }) {
            diagnostics += accessors[key]?.diagnostics ?? []
        }
        let flatNames = self.flatNames(entries)
        for (key, name) in flatNames { accessors[key]?.template.flatName = name }
        var namespace = finish(
            root, typeName: typeName, scope: typeName, accessors: accessors, reserved: reservedTypeNames)
        namespace.isTable = true
        namespace.flatAccessors = entries.compactMap { structuredNames[$0.key] }
        return namespace
    }

    private mutating func finish(
        _ draft: Draft, typeName: String, scope: String,
        accessors: [String: (template: AccessorModel.Accessor, diagnostics: [Diagnostic])], reserved: Set<String>
    ) -> AccessorModel.Namespace {
        var registry = NameRegistry(scope: "in \(scope)")
        for name in reserved.sorted() { registry.reserve(name, owner: "a table enum") }
        var children: [(String, Draft)] = []
        for (name, child) in draft.children.sorted(by: { $0.key < $1.key }) {
            children.append((registry.claim(name, owner: "namespace '\(child.path)'", at: nil), child))
        }
        var members: [AccessorModel.Accessor] = []
        for (entry, segment) in draft.entries {
            guard var accessor = accessors[entry.key]?.template else { continue }
            var base = SwiftIdentifier.lowerCamelCase(segment)
            if base.isEmpty {
                base = "unnamed"
                diagnostics.append(unusableKey(entry, name: base, component: segment))
            }
            let name = registry.claim(base, owner: "key '\(entry.key)'", at: entry.location)
            accessor.name = SwiftIdentifier.escaped(name)
            structuredNames[entry.key] = accessor
            members.append(accessor)
        }
        diagnostics += registry.diagnostics
        let namespaces = children.map { name, child in
            finish(child, typeName: name, scope: "\(scope).\(name)", accessors: accessors, reserved: [])
        }
        return AccessorModel.Namespace(
            typeName: typeName, path: draft.path, table: table, isTable: false, accessors: members,
            namespaces: namespaces, flatAccessors: [], tables: [])
    }

    /// Whole-key names, unique in the table, by key.
    private mutating func flatNames(_ entries: [Entry]) -> [String: String] {
        var registry = NameRegistry(scope: "in \(typeName) (flat layout)")
        for name in reservedTypeNames.sorted() { registry.reserve(name, owner: "a table enum") }
        var names: [String: String] = [:]
        for entry in entries {
            var base = SwiftIdentifier.lowerCamelCase(Self.nameSource(of: entry))
            if base.isEmpty {
                base = "unnamed"
                flatDiagnostics.append(unusableKey(entry, name: base))
            }
            names[entry.key] = SwiftIdentifier.escaped(
                registry.claim(base, owner: "key '\(entry.key)'", at: entry.location))
        }
        flatDiagnostics += registry.diagnostics
        return names
    }

    /// The text a key's name is made from. A String Catalog key is often the source text itself
    /// (`"%lld followers"`): its format specifiers are dropped, as in Xcode's generated symbols
    /// (`followers`, not `lldFollowers`), unless nothing would be left.
    static func nameSource(of entry: Entry) -> String {
        guard entry.location.file.hasSuffix(".xcstrings"), entry.key.contains("%") else { return entry.key }
        let text = String(
            decoding: FormatSegments(entry.key).utf8(replacingPlaceholdersWith: UInt8(ascii: " ")), as: UTF8.self)
        return SwiftIdentifier.words(text).isEmpty ? entry.key : text
    }

    /// - Parameter component: the part of the key the name is made from (the structured layout's last
    ///   component); `nil` or the whole key when the name is made from all of it.
    private func unusableKey(_ entry: Entry, name: String, component: String? = nil) -> Diagnostic {
        Diagnostic(
            .warning, rule: .unusableKey,
            "\(Self.unusablePart(of: entry.key, component: component)) has no character usable in a Swift name; "
                + "its accessor is named '\(name)'",
            at: entry.location)
    }

    /// What an `unusable-key` warning is about: the key (`key '!!!'`), or, when only its last component
    /// has no usable character, that component (`the last component '' of key 'settings.'`).
    static func unusablePart(of key: String, component: String?) -> String {
        guard let component, component != key else { return "key '\(key)'" }
        return "the last component '\(component)' of key '\(key)'"
    }
}
