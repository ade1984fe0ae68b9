/// Turns a byte offset on a known line of a UTF-8 buffer into a 1-based column, counted in Unicode scalars.
///
/// The counter remembers the last position it counted to; a later position on the same line is counted
/// from there, so the tokens of a long line cost one pass over it.
struct ColumnCounter {
    private var lineStart = 0
    private var offset = 0
    private var column = 1

    /// The column of the byte at `target`, on the line that starts at `lineStart`.
    @inline(__always)
    mutating func column(at target: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if lineStart != self.lineStart || target < offset {
            self.lineStart = lineStart
            offset = lineStart
            column = 1
        }
        guard let base = bytes.baseAddress else { return column }
        var offset = self.offset
        var column = self.column
        // Eight bytes at a time: count the bytes that are not UTF-8 continuation bytes.
        while target - offset >= 8 {
            let word = UnalignedWord.load64(base + offset)
            column += 8 - Self.continuationCount(word & ~(word << 1) & 0x8080_8080_8080_8080)
            offset += 8
        }
        let rest = target - offset
        if rest > 0, offset + 8 <= bytes.count {
            // The last bytes in one word, the bytes after `target` masked out.
            let word = UnalignedWord.load64(base + offset)
            let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080 & (1 << (UInt64(rest) * 8) - 1)
            column += rest - Self.continuationCount(continuations)
            offset = target
        }
        while offset < target {
            if base[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        self.offset = offset
        self.column = column
        return column
    }

    /// The number of bytes whose high bit is set in `marks` (only high bits set): one multiply, where
    /// `nonzeroBitCount` is a dozen instructions on a CPU target without `popcnt`.
    @inline(__always)
    private static func continuationCount(_ marks: UInt64) -> Int {
        Int(truncatingIfNeeded: ((marks >> 7) &* 0x0101_0101_0101_0101) >> 56)
    }
}
