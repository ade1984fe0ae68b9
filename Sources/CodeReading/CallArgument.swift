import SwiftSourceScanner

/// One argument of a call, as positions in ``SignificantTokens``: its label (nil when unlabeled) and
/// the value's tokens.
struct CallArgument: Equatable {
    var label: String?
    /// The value's positions, `start..<end`.
    var value: Range<Int>

    /// The arguments of the call whose `(` is at `open`, split at top-level commas.
    static func arguments(from open: Int, in tokens: SignificantTokens) -> [CallArgument] {
        let close = tokens.closing(open)
        var arguments: [CallArgument] = []
        var start = open + 1
        var position = start
        while position < close {
            if tokens.isSymbol(position, "(") || tokens.isSymbol(position, "[") || tokens.isSymbol(position, "{") {
                position = tokens.closing(position) + 1
                continue
            }
            if tokens.isSymbol(position, ",") {
                arguments.append(argument(start..<position, in: tokens))
                start = position + 1
            }
            position += 1
        }
        if start < close { arguments.append(argument(start..<close, in: tokens)) }
        return arguments
    }

    static func argument(_ range: Range<Int>, in tokens: SignificantTokens) -> CallArgument {
        if range.count >= 2, tokens.isKind(range.lowerBound, .identifier), tokens.isSymbol(range.lowerBound + 1, ":"),
            let label = tokens.name(range.lowerBound)
        {
            return CallArgument(label: label, value: (range.lowerBound + 2)..<range.upperBound)
        }
        return CallArgument(label: nil, value: range)
    }

    /// The position of the string literal that is this whole argument, else nil.
    func literal(in tokens: SignificantTokens) -> Int? {
        value.count == 1 && tokens.isKind(value.lowerBound, .string) ? value.lowerBound : nil
    }
}

extension [CallArgument] {
    /// The first argument labelled `label`.
    func labeled(_ label: String) -> CallArgument? { first { $0.label == label } }
}

extension CallArgument {
    /// The parts of a whole token list split at top-level commas (an interpolation's `x, specifier: "%.1f"`).
    static func arguments(fromList tokens: SignificantTokens) -> [CallArgument] {
        var arguments: [CallArgument] = []
        var start = 0
        var position = 0
        while position < tokens.count {
            if tokens.isSymbol(position, "(") || tokens.isSymbol(position, "[") || tokens.isSymbol(position, "{") {
                position = tokens.closing(position) + 1
                continue
            }
            if tokens.isSymbol(position, ",") {
                arguments.append(argument(start..<position, in: tokens))
                start = position + 1
            }
            position += 1
        }
        if start < tokens.count { arguments.append(argument(start..<tokens.count, in: tokens)) }
        return arguments
    }
}
