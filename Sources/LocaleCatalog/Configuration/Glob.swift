/// A shell-style pattern for paths and keys: `*` (any run of characters except `/` in paths),
/// `**` (any run, `/` included), `?` (one character) and `[abc]` (a set).
///
/// ```swift
/// Glob("**/Pods/**").matches("App/Pods/X/en.lproj/A.strings")  // true
/// Glob("debug.*", crossesSlashes: true).matches("debug.menu/title")  // true
/// ```
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    /// Whether a single `*` matches `/` too (keys: yes; paths: no).
    public let crossesSlashes: Bool
    private let scalars: [Unicode.Scalar]

    /// A glob of `pattern`; see ``crossesSlashes``.
    public init(_ pattern: String, crossesSlashes: Bool = false) {
        self.pattern = pattern
        self.crossesSlashes = crossesSlashes
        self.scalars = Array(pattern.unicodeScalars)
    }

    public var description: String { pattern }

    /// Whether the whole of `text` matches the pattern.
    public func matches(_ text: String) -> Bool {
        let subject = Array(text.unicodeScalars)
        var memo = [Int: Bool]()
        return match(0, 0, subject, &memo)
    }

    private func match(_ p: Int, _ s: Int, _ subject: [Unicode.Scalar], _ memo: inout [Int: Bool]) -> Bool {
        let memoKey = p * (subject.count + 1) + s
        if let known = memo[memoKey] { return known }
        let result: Bool
        if p == scalars.count {
            result = s == subject.count
        } else {
            switch scalars[p] {
            case "*":
                let isDouble = p + 1 < scalars.count && scalars[p + 1] == "*"
                var next = isDouble ? p + 2 : p + 1
                let crosses = isDouble || crossesSlashes
                // `**/` also matches zero folders.
                if isDouble, next < scalars.count, scalars[next] == "/", match(next + 1, s, subject, &memo) {
                    result = true
                    break
                }
                if next > scalars.count { next = scalars.count }
                var index = s
                var found = false
                while true {
                    if match(next, index, subject, &memo) {
                        found = true
                        break
                    }
                    guard index < subject.count, crosses || subject[index] != "/" else { break }
                    index += 1
                }
                result = found
            case "?":
                result =
                    s < subject.count && (crossesSlashes || subject[s] != "/") && match(p + 1, s + 1, subject, &memo)
            case "[":
                if let (set, end) = characterSet(at: p), s < subject.count {
                    result = set.contains(subject[s]) && match(end, s + 1, subject, &memo)
                } else if s < subject.count, subject[s] == "[" {
                    result = match(p + 1, s + 1, subject, &memo)
                } else {
                    result = false
                }
            default:
                result = s < subject.count && subject[s] == scalars[p] && match(p + 1, s + 1, subject, &memo)
            }
        }
        memo[memoKey] = result
        return result
    }

    /// `[abc]` or `[a-z]` starting at `start`: the set and the index after `]`.
    private func characterSet(at start: Int) -> (Set<Unicode.Scalar>, Int)? {
        var index = start + 1
        var set = Set<Unicode.Scalar>()
        while index < scalars.count, scalars[index] != "]" {
            if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
                let low = scalars[index].value
                let high = scalars[index + 2].value
                if low <= high {
                    for value in low...high {
                        if let scalar = Unicode.Scalar(value) { set.insert(scalar) }
                    }
                }
                index += 3
            } else {
                set.insert(scalars[index])
                index += 1
            }
        }
        guard index < scalars.count, !set.isEmpty else { return nil }
        return (set, index + 1)
    }
}
