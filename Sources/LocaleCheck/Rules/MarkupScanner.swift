import Foundation
import LocaleCatalog

/// Finds the markup of a text, each piece as a token that names what must match and shows
/// what may change as `…`: `<b>`, `</b>`, `<a href="x">`, `<br/>`, `[…](x)`, `^[…](inflect: true)`,
/// `**…**`, `*…*`, `_…_`, `__…__`, `~~…~~`, `` `…` ``.
enum MarkupScanner {
    /// HTML elements that never have a closing tag.
    static let voidElements: Set<String> = ["br", "hr", "img", "wbr", "input", "meta", "link", "source"]

    static func tokens(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var consumed = [Bool](repeating: false, count: scalars.count)
        var tokens = tags(in: scalars, consumed: &consumed)
        tokens += links(in: scalars, consumed: &consumed)
        for delimiter in ["**", "__", "~~", "`", "*", "_"] {
            tokens += emphasis(delimiter, in: scalars, consumed: &consumed)
        }
        return tokens
    }

    /// One `<…>` tag as written.
    private struct Tag {
        var name: String
        var closing: Bool
        var selfClosing: Bool
        var attributes: String
        var range: Range<Int>
    }

    private static func tags(in scalars: [Unicode.Scalar], consumed: inout [Bool]) -> [String] {
        var found: [Tag] = []
        var index = 0
        while index < scalars.count {
            if scalars[index] == "<", let tag = tag(at: index, in: scalars) {
                found.append(tag)
                index = tag.range.upperBound
            } else {
                index += 1
            }
        }
        let closed = Set(found.filter(\.closing).map(\.name))
        var tokens: [String] = []
        for tag in found {
            let isMarkup =
                tag.closing || tag.selfClosing || closed.contains(tag.name) || voidElements.contains(tag.name)
                || tag.attributes.contains("=")
            guard isMarkup else { continue }
            for offset in tag.range { consumed[offset] = true }
            if tag.closing {
                tokens.append("</\(tag.name)>")
            } else {
                let target = linkTarget(in: tag.attributes).map { " \($0.name)=\"\($0.value)\"" } ?? ""
                tokens.append("<\(tag.name)\(target)\(tag.selfClosing ? "/" : "")>")
            }
        }
        return tokens
    }

    /// The tag starting at `start` (a `<`): a letter or `/` and a letter, a name, anything but `<` up to `>`.
    private static func tag(at start: Int, in scalars: [Unicode.Scalar]) -> Tag? {
        var index = start + 1
        let closing = index < scalars.count && scalars[index] == "/"
        if closing { index += 1 }
        guard index < scalars.count, scalars[index].isASCII, scalars[index].properties.isAlphabetic else { return nil }
        var name = ""
        while index < scalars.count, isNameScalar(scalars[index]) {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        var attributes = ""
        while index < scalars.count, scalars[index] != ">" {
            if scalars[index] == "<" { return nil }
            attributes.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count else { return nil }
        let selfClosing = attributes.hasSuffix("/")
        if selfClosing { attributes.removeLast() }
        guard attributes.isEmpty || attributes.first?.isWhitespace == true else { return nil }
        return Tag(
            name: name.lowercased(), closing: closing, selfClosing: selfClosing, attributes: attributes,
            range: start..<(index + 1))
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || ":-_".unicodeScalars.contains(scalar))
    }

    /// The `href` or `src` attribute of a tag's attribute text.
    private static func linkTarget(in attributes: String) -> (name: String, value: String)? {
        for name in ["href", "src"] {
            guard let range = attributes.range(of: name + "=") else { continue }
            var value = attributes[range.upperBound...]
            if let quote = value.first, quote == "\"" || quote == "'" {
                value = value.dropFirst().prefix { $0 != quote }
            } else {
                value = value.prefix { !$0.isWhitespace }
            }
            return (name, String(value))
        }
        return nil
    }

    /// `[text](target)` and `^[text](inflect: true)`: the target must match, the text may change.
    private static func links(in scalars: [Unicode.Scalar], consumed: inout [Bool]) -> [String] {
        var tokens: [String] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "[", !consumed[index],
                let close = scalars[(index + 1)...].firstIndex(where: { $0 == "]" || $0 == "[" || $0 == "\n" }),
                scalars[close] == "]", close + 1 < scalars.count, scalars[close + 1] == "(",
                let end = scalars[(close + 2)...].firstIndex(where: { $0 == ")" || $0 == "\n" }), scalars[end] == ")"
            else {
                index += 1
                continue
            }
            var target = ""
            target.unicodeScalars.append(contentsOf: scalars[(close + 2)..<end])
            let inflection = index > 0 && scalars[index - 1] == "^"
            let start = inflection ? index - 1 : index
            for offset in start...end { consumed[offset] = true }
            tokens.append("\(inflection ? "^" : "")[…](\(target))")
            index = end + 1
        }
        return tokens
    }

    /// Pairs of `delimiter` on one line, where a Markdown renderer sees emphasis (``DelimiterRun``:
    /// CommonMark's flanking rules). A code span (`` ` ``) needs only a non-space inside each backtick.
    private static func emphasis(
        _ delimiter: String, in scalars: [Unicode.Scalar], consumed: inout [Bool]
    ) -> [String] {
        let mark = Array(delimiter.unicodeScalars)
        let runs = DelimiterRun.Scanner(scalars: scalars, mark: mark)
        func matches(at index: Int) -> Bool {
            guard index >= 0, index + mark.count <= scalars.count else { return false }
            for offset in mark.indices where scalars[index + offset] != mark[offset] || consumed[index + offset] {
                return false
            }
            return true
        }
        var tokens: [String] = []
        var index = 0
        while index < scalars.count {
            let after = index + mark.count
            guard matches(at: index), after < scalars.count, runs.canOpen(at: index) else {
                index += 1
                continue
            }
            var close = after + 1
            var closed: Int?
            while close < scalars.count, scalars[close] != "\n" {
                if matches(at: close), runs.canClose(at: close) {
                    closed = close
                    break
                }
                close += 1
            }
            guard let closed else {
                index += 1
                continue
            }
            for offset in index..<after { consumed[offset] = true }
            for offset in closed..<(closed + mark.count) { consumed[offset] = true }
            tokens.append("\(delimiter)…\(delimiter)")
            index = closed + mark.count
        }
        return tokens
    }
}
