import Foundation

/// Eight (or four) bytes read at any alignment, as a little-endian integer: how the readers scan text a
/// word at a time.
///
/// Written with `memcpy` rather than `loadUnaligned(as:)` and `init(littleEndian:)`: those are generic,
/// so a debug (`-Onone`) build, which is what a build plugin's tool is in a developer's debug build,
/// calls them with type metadata for every word. An optimized build turns a `memcpy` of a constant size
/// into one load either way.
enum UnalignedWord {
    /// The eight bytes at `pointer`; the byte at `pointer` is the low one.
    @inline(__always)
    static func load64(_ pointer: UnsafeRawPointer) -> UInt64 {
        var word: UInt64 = 0
        memcpy(&word, pointer, 8)
        #if _endian(big)
            return word.byteSwapped
        #else
            return word
        #endif
    }

    /// The four bytes at `pointer`; the byte at `pointer` is the low one.
    @inline(__always)
    static func load32(_ pointer: UnsafeRawPointer) -> UInt32 {
        var word: UInt32 = 0
        memcpy(&word, pointer, 4)
        #if _endian(big)
            return word.byteSwapped
        #else
            return word
        #endif
    }

    /// Writes `word` at `pointer`, its low byte first.
    @inline(__always)
    static func store64(_ word: UInt64, at pointer: UnsafeMutableRawPointer) {
        #if _endian(big)
            var bytes = word.byteSwapped
        #else
            var bytes = word
        #endif
        memcpy(pointer, &bytes, 8)
    }
}
