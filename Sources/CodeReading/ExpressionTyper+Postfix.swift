import SwiftSourceScanner

/// `self.model.items.count`, `names.count`, `self.includedTypes[.themes]`: an expression read step
/// by step from its first name, each member's declared type giving the next (``DeclarationIndex``'s
/// members of the module's types), `.count` of a collection an `Int`, a subscript of an array its
/// element and of a dictionary its optional value. A step the declarations do not settle (an optional
/// chain, a method call, a member of a type from another module) ends it with nil.
extension ExpressionTyper {
    func postfixType(_ range: Range<Int>, in tokens: SignificantTokens, at position: Int, depth: Int) -> String? {
        guard let head = tokens.name(range.lowerBound), range.count > 1 else { return nil }
        var cursor = range.lowerBound + 1
        var type: String?
        var owner: String?
        if head.first?.isUppercase == true && declarations.declaredTypes.contains(head) {
            owner = head  // `Type.member`: a static member
        } else {
            type = nameType(head, at: position, depth: depth)
        }
        while cursor < range.upperBound {
            if tokens.isSymbol(cursor, "."), let member = tokens.name(cursor + 1) {
                if tokens.isSymbol(cursor + 2, "(") { return nil }
                type =
                    owner.map { declarations.memberType(member, of: $0) } ?? type.flatMap { memberType(member, of: $0) }
                owner = nil
                cursor += 2
            } else if tokens.isSymbol(cursor, "["), let current = type {
                let close = tokens.closing(cursor)
                type = subscriptType(of: current, argument: (cursor + 1)..<close, in: tokens)
                cursor = close + 1
            } else {
                return nil
            }
            if type == nil { return nil }
        }
        return type
    }

    /// The declared type of `member` of a value of `type`.
    func memberType(_ member: String, of type: String) -> String? {
        guard !type.hasSuffix("?"), !type.hasSuffix("!") else { return nil }  // needs `?.`
        if member == "count" && Self.isCollection(type) { return "Int" }
        var base = type
        if let generic = base.firstIndex(of: "<") { base = String(base[..<generic]) }
        if let dot = base.lastIndex(of: ".") { base = String(base[base.index(after: dot)...]) }
        guard declarations.declaredTypes.contains(base) else { return nil }
        return declarations.memberType(member, of: base)
    }

    /// `[T]` subscripted by an index: `T`; `[K: V]` by a key: `V?` (`V` with `default:`). A range
    /// (a slice) or anything else: nil.
    func subscriptType(of type: String, argument: Range<Int>, in tokens: SignificantTokens) -> String? {
        guard type.hasPrefix("["), type.hasSuffix("]"),
            !argument.contains(where: { ["...", "..<"].contains(tokens.text($0)) })
        else { return nil }
        let inside = type.dropFirst().dropLast()
        var level = 0
        for index in inside.indices {
            switch inside[index] {
            case "[", "<", "(": level += 1
            case "]", ">", ")": level -= 1
            case ":" where level == 0:
                let value = String(inside[inside.index(after: index)...])
                let hasDefault = argument.contains { tokens.isWord($0, "default") && tokens.isSymbol($0 + 1, ":") }
                return hasDefault ? value : value + "?"
            default: break
            }
        }
        return String(inside)
    }

    /// Arrays, sets, dictionaries, strings and data: their `count` is an `Int`.
    static func isCollection(_ type: String) -> Bool {
        if type.hasPrefix("[") && type.hasSuffix("]") { return true }
        if ["String", "Substring", "Data"].contains(type) { return true }
        return ["Array<", "Set<", "Dictionary<", "ContiguousArray<", "ArraySlice<"].contains { type.hasPrefix($0) }
            && type.hasSuffix(">")
    }
}
