import Foundation
import LocaleCatalog

/// A text's UTF-8 bytes handed to `body` as one buffer: the translator-QA checks' fast paths scan
/// every entry's bytes, and a buffer is several times faster to scan than `String.UTF8View`'s
/// iterator (native strings are contiguous; others are copied once).
enum UTF8Bytes {
    static func with<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Whether `byte` occurs in `bytes`: `memchr` reads a vector at a time, where a Swift loop reads a
    /// byte (the release build needs it for the markup and line-break screens: BENCHMARKS.md, issue 49).
    static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
    }
}
