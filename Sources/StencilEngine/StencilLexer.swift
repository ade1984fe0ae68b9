import LocalizationFormats

/// Splits a template into tokens, each located by line and column in the template file.
///
/// As Stencil: a token starts at `{{`, `{%` or `{#` and ends at the first `}}`, `%}` or `#}`;
/// a block tag's inside may start or end with `-` (trim) or `+` (keep).
struct StencilLexer {
    let file: String
    let scalars: [Unicode.Scalar]
    private var lineStarts: [Int] = [0]

    /// The legacy mode's blank-line markers (`\n\n` → `\n\u{B}\n`) keep every line where it was.
    init(file: String, text: String) {
        self.file = file
        self.scalars = Array(text.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() where scalar == "\n" { lineStarts.append(offset + 1) }
    }

    func tokenize() throws(StencilError) -> [StencilToken] {
        var tokens: [StencilToken] = []
        var position = 0
        let count = scalars.count
        while position < count {
            guard let start = nextTokenStart(from: position) else {
                tokens.append(textToken(position..<count))
                break
            }
            if start > position { tokens.append(textToken(position..<start)) }
            let opener = scalars[start + 1]
            let closer: Unicode.Scalar = opener == "{" ? "}" : opener
            var end = start + 1
            while end + 1 < count && !(scalars[end] == closer && scalars[end + 1] == "}") { end += 1 }
            guard end + 1 < count else {
                throw StencilError(
                    "'{\(opener)' is never closed: expected '\(closer)}'", at: location(of: start))
            }
            tokens.append(tagToken(start..<(end + 2)))
            position = end + 2
        }
        return tokens
    }

    private func nextTokenStart(from position: Int) -> Int? {
        var index = position
        while index + 1 < scalars.count {
            if scalars[index] == "{" {
                let next = scalars[index + 1]
                if next == "{" || next == "%" || next == "#" { return index }
            }
            index += 1
        }
        return nil
    }

    private func textToken(_ range: Range<Int>) -> StencilToken {
        StencilToken(
            kind: .text, contents: string(range), components: [], location: location(of: range.lowerBound))
    }

    private func tagToken(_ range: Range<Int>) -> StencilToken {
        let opener = scalars[range.lowerBound + 1]
        var leading: StencilToken.Whitespace?
        var trailing: StencilToken.Whitespace?
        var innerStart = range.lowerBound + 2
        var innerEnd = range.upperBound - 2
        if opener == "%" {
            leading = Self.whitespace(innerStart < range.upperBound ? scalars[innerStart] : " ")
            trailing = Self.whitespace(range.upperBound - 3 >= range.lowerBound ? scalars[range.upperBound - 3] : " ")
            if leading != .unspecified { innerStart += 1 }
            if trailing != .unspecified { innerEnd -= 1 }
        }
        let inner = innerStart < innerEnd ? string(innerStart..<innerEnd) : ""
        let contents = inner.split(separator: "\n").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            .joined(separator: " ")
        let kind: StencilToken.Kind =
            switch opener {
            case "{": .variable
            case "%": .block
            default: .comment
            }
        return StencilToken(
            kind: kind, contents: contents, components: kind == .comment ? [] : contents.smartSplit(),
            location: location(of: range.lowerBound), leading: leading, trailing: trailing)
    }

    private static func whitespace(_ scalar: Unicode.Scalar) -> StencilToken.Whitespace {
        switch scalar {
        case "-": .trim
        case "+": .keep
        default: .unspecified
        }
    }

    private func string(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    /// The 1-based line and column (in Unicode scalars) of an offset.
    func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
    }
}
