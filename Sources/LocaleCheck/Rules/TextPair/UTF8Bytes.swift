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

    /// ``with(_:_:)`` for a question: not generic, because in a debug build (-Onone, the build
    /// plugin's) a generic call looks up its result type's metadata every time, and the checks ask
    /// one of every text of every language.
    static func with(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Whether `byte` occurs in `bytes`. `memchr` is as fast in a debug build (`-Onone`: the build
    /// plugin's tool in a developer's debug build) as in release, where a Swift loop over the bytes
    /// is several times slower (iterator, closure and `UInt8(ascii:)` calls per byte); in release it
    /// is faster too (it reads a vector at a time).
    static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
    }
}
