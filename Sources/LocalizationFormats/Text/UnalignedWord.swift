/// Eight (or four) bytes read or written at any alignment, as a little-endian integer: how the
/// readers scan text a word at a time.
enum UnalignedWord {
    /// The eight bytes at `pointer`; the byte at `pointer` is the low one.
    @inline(__always)
    static func load64(_ pointer: UnsafeRawPointer) -> UInt64 {
        UInt64(littleEndian: pointer.loadUnaligned(as: UInt64.self))
    }

    /// The four bytes at `pointer`; the byte at `pointer` is the low one.
    @inline(__always)
    static func load32(_ pointer: UnsafeRawPointer) -> UInt32 {
        UInt32(littleEndian: pointer.loadUnaligned(as: UInt32.self))
    }

    /// Writes `word` at `pointer`, its low byte first.
    @inline(__always)
    static func store64(_ word: UInt64, at pointer: UnsafeMutableRawPointer) {
        pointer.storeBytes(of: word.littleEndian, as: UInt64.self)
    }
}
