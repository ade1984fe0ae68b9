/// A string literal's value: its text pieces and where its interpolations are.
public struct SwiftStringLiteral: Sendable, Equatable {
    public enum Segment: Sendable, Equatable {
        case text(String)
        /// The token indices inside `\( … )`, its delimiters excluded.
        case interpolation(Range<Int>)
    }

    public var segments: [Segment]

    /// The value when the literal has no interpolation.
    public var staticValue: String? {
        var value = ""
        for segment in segments {
            guard case .text(let text) = segment else { return nil }
            value += text
        }
        return value
    }

    /// The text before the first interpolation (`"user.\(id).name"` → `user.`).
    public var staticPrefix: String {
        var prefix = ""
        for segment in segments {
            guard case .text(let text) = segment else { break }
            prefix += text
        }
        return prefix
    }
}
