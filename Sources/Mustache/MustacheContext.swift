import LocalizationFormats

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
        // A name without a dot (nearly all) is looked up as it is, not split into one part.
        guard name.utf8.contains(UInt8(ascii: ".")) else { return innermost(name) }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first else { return nil }
        var value = innermost(String(first))
        for part in parts.dropFirst() {
            value = value?[member: String(part)]
        }
        return value
    }

    /// The value of `name` in the innermost context that has it.
    private func innermost(_ name: String) -> MustacheValue? {
        for frame in stack.reversed() {
            if let found = frame[member: name] { return found }
        }
        return nil
    }
}
