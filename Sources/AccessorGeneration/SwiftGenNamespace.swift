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

    /// Adds `member` below the enums of `path`; `false` when its name is taken there.
    mutating func insert(_ member: SwiftGenMember, at path: ArraySlice<String>) -> Bool {
        guard let first = path.first else {
            guard !members.contains(where: { $0.name == member.name }) else { return false }
            members.append(member)
            return true
        }
        if let index = children.firstIndex(where: { $0.name == first }) {
            return children[index].insert(member, at: path.dropFirst())
        }
        var child = SwiftGenNamespace(name: first)
        _ = child.insert(member, at: path.dropFirst())
        children.append(child)
        return true
    }

    /// SwiftGen's layout: members first, then nested enums (each after a blank line), two-space indents.
    func write(to code: inout String, access: String, indent: String, root: String? = nil) {
        let root = root ?? SwiftIdentifier.escaped(name)
        code += "\(indent)\(access) enum \(SwiftIdentifier.escaped(name)) {\n"
        for member in members { member.write(to: &code, access: access, indent: indent + "  ", root: root) }
        for child in children {
            code += "\n"
            child.write(to: &code, access: access, indent: indent + "  ", root: root)
        }
        code += "\(indent)}\n"
    }
}
