/// Turns byte offsets in a UTF-8 buffer into 1-based line and column numbers.
///
/// Lines end at `\n` (so `\r\n` counts once); columns count Unicode scalars, that is UTF-8 bytes that are
/// not continuation bytes. Queries are cheapest in increasing offset order: the tracker scans forward from
/// where it stopped, so a whole file costs one pass. Going back re-scans from the start of the current
/// line, or from the start of the buffer.
struct TextPositionTracker {
    private(set) var offset = 0
    private(set) var line = 1
    private(set) var column = 1
    private var lineStart = 0

    /// The line and column of the byte at `target` in `bytes`.
    mutating func position(at target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let target = min(max(target, 0), bytes.count)
        if target < offset {
            if target >= lineStart {
                offset = lineStart
                column = 1
            } else {
                self = TextPositionTracker()
            }
        }
        var offset = self.offset
        var line = self.line
        var column = self.column
        var lineStart = self.lineStart
        guard let base = bytes.baseAddress else { return (line, column) }
        while offset < target {
            // Eight bytes at a time while there is no line feed among them: count the non-continuation bytes.
            if target - offset >= 8 {
                let word = UnalignedWord.load64(base + offset)
                let linefeeds = word ^ 0x0A0A_0A0A_0A0A_0A0A
                let hasLinefeed = (linefeeds &- 0x0101_0101_0101_0101) & ~linefeeds & 0x8080_8080_8080_8080
                if hasLinefeed == 0 {
                    let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
                    column += 8 - continuations.nonzeroBitCount
                    offset += 8
                    continue
                }
            }
            let byte = base[offset]
            offset += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
                lineStart = offset
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.offset = offset
        self.line = line
        self.column = column
        self.lineStart = lineStart
        return (line, column)
    }
}
