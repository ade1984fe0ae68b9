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
    init(table: String, typeName: String, options: GenerationOptions) {
        self.table = table
        self.typeName = typeName
        self.options = options
    }

    /// A namespace while it is being filled: its entries (by index in the table) with their last key
    /// segment, and its children by type name.
    private final class Draft {
        var path: String
        var entries: [(index: Int, segment: String)] = []
        var children: [String: Draft] = [:]

        init(path: String) { self.path = path }
    }

    mutating func build(_ entries: [Entry]) -> AccessorModel.Namespace {
        let root = Draft(path: "")
        // By entry index, not in a dictionary by key: a million accessors in a hash table were most
        // of `generate`'s peak memory.
        var accessors: [AccessorModel.Accessor] = []
        accessors.reserveCapacity(entries.count)
        var diagnosed: [(key: String, diagnostics: [Diagnostic])] = []
        // A table has few distinct namespace segments and each recurs in many keys: named once each.
        var typeNames: [String: String] = [:]
        for (index, entry) in entries.enumerated() {
            let key = Self.nameSource(of: entry)
            var segments = options.separator.isEmpty ? [key] : key.components(separatedBy: options.separator)
            segments.removeAll { $0.isEmpty }
            let last = segments.popLast() ?? ""
            var draft = root
            var path: [String] = []
            for segment in segments {
                path.append(segment)
                let childName = typeNames[segment] ?? Self.typeName(of: segment)
                typeNames[segment] = childName
                let child = draft.children[childName] ?? Draft(path: path.joined(separator: options.separator))
                draft.children[childName] = child
                draft = child
            }
            draft.entries.append((index, last))
            let made = AccessorFactory.accessor(for: entry, table: table, labels: options.substitutionLabels)
            accessors.append(made.template)
            if !made.diagnostics.isEmpty { diagnosed.append((entry.key, made.diagnostics)) }
        }
        for item in diagnosed.sorted(by: { $0.key.precedesByScalars($1.key) }) {
            diagnostics += item.diagnostics
        }
        for (index, name) in flatNames(entries).enumerated() { accessors[index].flatName = name }
        var namespace = finish(
            root, typeName: typeName, scope: typeName, entries: entries, accessors: &accessors,
            reserved: reservedTypeNames)
        namespace.isTable = true
        namespace.flatAccessors = accessors
        return namespace
    }

    /// The namespace of `draft`; names each of its accessors in `accessors` as it goes.
    private mutating func finish(
        _ draft: Draft, typeName: String, scope: String, entries: [Entry], accessors: inout [AccessorModel.Accessor],
        reserved: Set<String>
    ) -> AccessorModel.Namespace {
        var registry = NameRegistry(
            scope: "in \(scope)", capacity: reserved.count + draft.children.count + draft.entries.count)
        for name in reserved.sorted() { registry.reserve(name, owner: .other("a table enum")) }
        var children: [(String, Draft)] = []
        for (name, child) in draft.children.sorted(by: { $0.key < $1.key }) {
            children.append((registry.claim(name, owner: .namespace(child.path), at: nil), child))
        }
        var members: [AccessorModel.Accessor] = []
        for (index, segment) in draft.entries {
            let entry = entries[index]
            var base = SwiftIdentifier.lowerCamelCase(segment)
            if base.isEmpty {
                base = "unnamed"
                diagnostics.append(unusableKey(entry, name: base, component: segment))
            }
            let name = registry.claim(base, owner: .key(entry.key), at: entry.location)
            accessors[index].name = SwiftIdentifier.escaped(name)
            members.append(accessors[index])
        }
        diagnostics += registry.diagnostics
        var namespaces: [AccessorModel.Namespace] = []
        for (name, child) in children {
            namespaces.append(
                finish(
                    child, typeName: name, scope: "\(scope).\(name)", entries: entries, accessors: &accessors,
                    reserved: []))
        }
        return AccessorModel.Namespace(
            typeName: typeName, path: draft.path, table: table, isTable: false, accessors: members,
            namespaces: namespaces, flatAccessors: [], tables: [])
    }

    /// Whole-key names, unique in the table, in entry order.
    private mutating func flatNames(_ entries: [Entry]) -> [String] {
        var registry = NameRegistry(
            scope: "in \(typeName) (flat layout)", capacity: reservedTypeNames.count + entries.count)
        for name in reservedTypeNames.sorted() { registry.reserve(name, owner: .other("a table enum")) }
        var names: [String] = []
        names.reserveCapacity(entries.count)
        for entry in entries {
            var base = SwiftIdentifier.lowerCamelCase(Self.nameSource(of: entry))
            if base.isEmpty {
                base = "unnamed"
                flatDiagnostics.append(unusableKey(entry, name: base))
            }
            names.append(SwiftIdentifier.escaped(registry.claim(base, owner: .key(entry.key), at: entry.location)))
        }
        flatDiagnostics += registry.diagnostics
        return names
    }

    /// The enum name of a namespace segment.
    private static func typeName(of segment: String) -> String {
        let base = SwiftIdentifier.upperCamelCase(segment)
        return base.isEmpty ? "Unnamed" : base
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
