/// Where a Markdown renderer sees emphasis delimiters (CommonMark's "delimiter runs"): a run of `*`
/// or `_` opens when it is left-flanking (not before a space; before a punctuation mark only after a
/// space or one) and closes when it is right-flanking (the mirror image); `_` only at word edges
/// (`snake_case` is not emphasis), `*` inside a word too, as in Chinese or Japanese text, which has no
/// spaces (`中**启用 AirPrint**。` is strong emphasis, `点击**%@**继续` is not). A run is judged whole:
/// `**` is a delimiter of a run of two, or the inner two of a run of three (`***x***` is emphasis and
/// strong emphasis); `*` of a run of one, or the outer one of a run of three.
enum DelimiterRun {
    struct Scanner {
        let scalars: [Unicode.Scalar]
        let mark: [Unicode.Scalar]

        /// A code span (`` ` ``) is no emphasis: it needs only a non-space inside.
        private var isCode: Bool { mark.first == "`" }

        func canOpen(at index: Int) -> Bool {
            let after = index + mark.count
            if isCode { return !isSpace(after) && scalars[after] != mark[0] }
            let (start, end) = run(around: index)
            guard isPart(index, of: start, end, opening: true) else { return false }
            return !isSpace(end) && (!isPunctuation(end) || isSpace(start - 1) || isPunctuation(start - 1))
                && !(mark[0] == "_" && isWord(start - 1))
        }

        func canClose(at index: Int) -> Bool {
            if isCode { return !isSpace(index - 1) }
            let (start, end) = run(around: index)
            guard isPart(index, of: start, end, opening: false) else { return false }
            return !isSpace(start - 1) && (!isPunctuation(start - 1) || isSpace(end) || isPunctuation(end))
                && !(mark[0] == "_" && isWord(end))
        }

        /// Whether the delimiter at `index` is one a run of `start..<end` holds: the whole run, or in a
        /// run of three the part next to the text (`**`) or away from it (`*`).
        private func isPart(_ index: Int, of start: Int, _ end: Int, opening: Bool) -> Bool {
            let length = end - start
            if length == mark.count { return true }
            guard length == 3 else { return false }
            let inner = opening ? end - mark.count : start
            let outer = opening ? start : end - mark.count
            return index == (mark.count == 2 ? inner : outer)
        }

        /// The run of `mark`'s character holding `index`.
        private func run(around index: Int) -> (start: Int, end: Int) {
            var start = index
            while start > 0, scalars[start - 1] == mark[0] { start -= 1 }
            var end = index
            while end < scalars.count, scalars[end] == mark[0] { end += 1 }
            return (start, end)
        }

        private func isWord(_ index: Int) -> Bool {
            index >= 0 && index < scalars.count
                && (scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil)
        }

        /// Whitespace, or the edge of the text.
        private func isSpace(_ index: Int) -> Bool {
            index < 0 || index >= scalars.count || scalars[index].properties.isWhitespace
        }

        private func isPunctuation(_ index: Int) -> Bool {
            guard index >= 0, index < scalars.count else { return false }
            switch scalars[index].properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
                return true
            default:
                return false
            }
        }
    }
}
