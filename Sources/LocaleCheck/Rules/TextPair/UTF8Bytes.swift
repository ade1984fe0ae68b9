import LocaleCatalog

/// A text's UTF-8 bytes handed to `body` as one buffer: the translator-QA checks' fast paths scan
/// every entry's bytes, and a buffer is several times faster to scan than `String.UTF8View`'s
/// iterator (native strings are contiguous; others are copied once).
enum UTF8Bytes {
    static func with<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
