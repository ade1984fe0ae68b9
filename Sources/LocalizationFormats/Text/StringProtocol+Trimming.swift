extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    package func trimmingWhitespace() -> SubSequence {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex..<endIndex]
        }
        return self[first...last]
    }
}
