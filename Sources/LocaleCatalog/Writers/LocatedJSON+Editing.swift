/// Edits of a JSON tree that keep everything else where it is, for ``StringCatalogDocument``.
extension LocatedJSON {
    /// Sets member `name` of this object (made an object first if it is not one): in place when it
    /// exists, else inserted before the first member that sorts after it in Xcode's order.
    mutating func set(_ name: String, _ value: LocatedJSON) {
        update([name][...]) { $0 = value }
    }

    /// Runs `body` on the value at `path`, creating missing objects on the way.
    mutating func update<Result>(_ path: ArraySlice<String>, _ body: (inout LocatedJSON) -> Result) -> Result {
        guard let name = path.first else { return body(&self) }
        var members = self.members ?? []
        self = .null  // The members array is now the only reference: no copy when it changes.
        let index: Int
        if let existing = members.lastIndex(where: { $0.name == name }) {
            index = existing
        } else {
            index = members.firstIndex { XcodeKeyOrder.precedes(name, $0.name) } ?? members.endIndex
            members.insert(Member(name: name, offset: -1, value: .object([])), at: index)
        }
        let result = members[index].value.update(path.dropFirst(), body)
        self = .object(members)
        return result
    }
}

extension LocatedJSON {
    /// This value with every object's members in ``XcodeKeyOrder``, at every depth; of a name
    /// repeated in one object only the last member stays (the value a JSON reader, Xcode's too, keeps).
    func inXcodeOrder() -> LocatedJSON {
        switch self {
        case .object(let members):
            var lastIndex: [String: Int] = [:]
            for (index, member) in members.enumerated() { lastIndex[member.name] = index }
            var kept = members.indices.filter { lastIndex[members[$0].name] == $0 }.map { index in
                Member(
                    name: members[index].name, offset: members[index].offset, value: members[index].value.inXcodeOrder()
                )
            }
            // A catalog Xcode wrote is already in order: one comparison per member tells, and a
            // collation comparison costs too much to sort what needs no sorting.
            let isOrdered = zip(kept, kept.dropFirst()).allSatisfy { XcodeKeyOrder.precedes($0.name, $1.name) }
            if !isOrdered { kept.sort { XcodeKeyOrder.precedes($0.name, $1.name) } }
            return .object(kept)
        case .array(let elements):
            return .array(elements.map { $0.inXcodeOrder() })
        default:
            return self
        }
    }
}
