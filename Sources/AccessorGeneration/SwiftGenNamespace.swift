import Foundation
import LocaleCatalog
import LocalizationFormats

/// An enum of SwiftGen-shaped accessors: its members and the enums nested in it, in key order.
struct SwiftGenNamespace: Sendable {
    var name: String
    var members: [SwiftGenMember] = []
    var children: [SwiftGenNamespace] = []

    init(name: String) {
        self.name = name
    }

    var isEmpty: Bool { members.isEmpty && children.isEmpty }

    /// Adds `member` below the enums of `path` (its name is unique there: ``SwiftGenLayout``).
    mutating func insert(_ member: SwiftGenMember, at path: ArraySlice<String>) {
        guard let first = path.first else {
            members.append(member)
            return
        }
        if let index = children.firstIndex(where: { $0.name == first }) {
            children[index].insert(member, at: path.dropFirst())
            return
        }
        var child = SwiftGenNamespace(name: first)
        child.insert(member, at: path.dropFirst())
        children.append(child)
    }

    /// SwiftGen's layout: members first, then nested enums (each after a blank line), two-space indents.
    /// - Parameter passesValue: each accessor hands `tr` its development value (``LookupFunction/takesValue``).
    func write(to code: inout String, access: String, indent: String, root: String? = nil, passesValue: Bool) {
        let root = root ?? SwiftIdentifier.escaped(name)
        code += "\(indent)\(access) enum \(SwiftIdentifier.escaped(name)) {\n"
        for member in members {
            member.write(to: &code, access: access, indent: indent + "  ", root: root, passesValue: passesValue)
        }
        for child in children {
            code += "\n"
            child.write(to: &code, access: access, indent: indent + "  ", root: root, passesValue: passesValue)
        }
        code += "\(indent)}\n"
    }
}
