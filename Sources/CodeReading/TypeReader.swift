import SwiftSourceScanner

/// Reads a written type lexically: `Int`, `Swift.Int`, `String?`, `[String]`, `Set<Int>`,
/// `LocalizedStringKey`, `some View`, `inout String`, `@escaping () -> Void`.
enum TypeReader {
    /// The type's text without spaces (`Swift.` dropped) and the position after it.
    static func type(at start: Int, in tokens: SignificantTokens) -> (text: String, end: Int) {
        var position = start
        while tokens.isKind(position, .attribute) || tokens.isWord(position, "inout") || tokens.isWord(position, "some")
            || tokens.isWord(position, "any") || tokens.isWord(position, "borrowing")
            || tokens.isWord(position, "consuming")
        {
            position += 1
        }
        var text = ""
        if tokens.isSymbol(position, "[") || tokens.isSymbol(position, "(") {
            let close = tokens.closing(position)
            text = (position...min(close, tokens.count - 1)).map { tokens.text($0) }.joined()
            position = close + 1
        } else {
            while let name = tokens.name(position) {
                text += name
                position += 1
                if tokens.isSymbol(position, "<") {
                    let end = genericEnd(position, in: tokens)
                    text += (position...end).map { tokens.text($0) }.joined()
                    position = end + 1
                }
                guard tokens.isSymbol(position, "."), tokens.name(position + 1) != nil else { break }
                text += "."
                position += 1
            }
        }
        while tokens.isSymbol(position, "?") || tokens.isSymbol(position, "!") {
            text += tokens.text(position)
            position += 1
        }
        if text.hasPrefix("Swift.") { text.removeFirst("Swift.".count) }
        return (text, position)
    }

    /// The `>` closing the generic arguments opening at `open` (nested ones counted).
    static func genericEnd(_ open: Int, in tokens: SignificantTokens) -> Int {
        var depth = 0
        var position = open
        while position < tokens.count {
            let text = tokens.text(position)
            if text.allSatisfy({ $0 == "<" }) && tokens.isKind(position, .operator) { depth += text.count }
            if tokens.isKind(position, .operator) && text.allSatisfy({ $0 == ">" }) {
                depth -= text.count
                if depth <= 0 { return position }
            }
            if tokens.isSymbol(position, "{") || tokens.isSymbol(position, ";") { return position - 1 }
            position += 1
        }
        return tokens.count - 1
    }
}
