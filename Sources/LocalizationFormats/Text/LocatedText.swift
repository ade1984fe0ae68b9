/// Decoded UTF-8 text of a user's file, able to say where a byte offset is in that file.
struct LocatedText {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    private var tracker = TextPositionTracker()

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The location of the byte at `offset`; cheapest when asked in increasing order.
    mutating func location(at offset: Int) -> SourceLocation {
        let (line, column) = tracker.position(at: offset, in: bytes)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The line of the byte at `offset`.
    mutating func line(at offset: Int) -> Int {
        tracker.position(at: offset, in: bytes).line
    }
}
