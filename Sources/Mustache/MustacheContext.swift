/// The context stack a template is rendered against: each section pushes the value it enters.
struct MustacheContext: Sendable {
    private var stack: [MustacheValue]

    init(root: MustacheValue) {
        stack = [root]
    }

    mutating func push(_ value: MustacheValue) { stack.append(value) }

    mutating func pop() { stack.removeLast() }

    /// Resolves `.`, `name` and dotted `a.b.c`: the first part is searched from the innermost
    /// context outwards; the other parts only inside what the first part found.
    func lookup(_ name: String) -> MustacheValue? {
        if name == "." { return stack.last }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first else { return nil }
        var value: MustacheValue?
        for frame in stack.reversed() {
            if let found = frame[member: first] {
                value = found
                break
            }
        }
        for part in parts.dropFirst() {
            value = value?[member: part]
        }
        return value
    }
}
