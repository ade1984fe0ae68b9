import Foundation
import LocalizationFormats

/// ``FileReader/tableAndLanguage(of:fallbackLanguage:)`` for the paths the file finder gives
/// (`…/de.lproj/Localizable.strings`), read on their bytes: on Linux every `NSString` path property
/// bridges the string (several µs a call, ~2% of a whole `check`).
///
/// Only plain paths are read here: ASCII (so a byte is a character), no doubled or trailing `/`,
/// and a last component with an extension (a `.` neither first nor last in it). For those,
/// `NSString`'s `lastPathComponent` and `deletingPathExtension` are the text between the last `/` and
/// the last `.`; any other path is left to them (nil).
package enum PlainPath {
    /// `(path as NSString).pathExtension.lowercased()`: read on the bytes of a plain path (see
    /// above; an ASCII extension needs no Unicode case mapping), by Foundation otherwise.
    package static func lowercasedExtension(of path: String) -> String {
        let result = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard let lastSlash = lastSlash(inPlain: bytes) else { return nil }
            var dot = bytes.count - 1
            while dot > lastSlash + 1 && bytes[dot] != UInt8(ascii: ".") { dot -= 1 }
            guard dot > lastSlash + 1, dot < bytes.count - 1 else { return nil }
            return text(bytes[(dot + 1)...]).lowercased()
        }
        return (result ?? nil) ?? (path as NSString).pathExtension.lowercased()
    }

    /// The file's name without its extension, and the code of its nearest `.lproj` folder (not
    /// normalized), or nil when the path is not plain.
    static func tableAndLanguageCode(of path: String) -> (table: String, code: String?)? {
        let result = path.utf8.withContiguousStorageIfAvailable { bytes -> (String, String?)? in
            guard let lastSlash = lastSlash(inPlain: bytes) else { return nil }
            let start = lastSlash + 1
            var dot = bytes.count - 1
            while dot > start && bytes[dot] != UInt8(ascii: ".") { dot -= 1 }
            guard dot > start, dot < bytes.count - 1, bytes[dot] == UInt8(ascii: ".") else { return nil }
            return (text(bytes[start..<dot]), lprojCode(bytes, before: lastSlash))
        }
        return result ?? nil
    }

    private static let lprojSuffix = Array(LocalizationFolder.suffix.utf8)

    /// The offset of the last `/` (-1 when there is none), or nil when `bytes` is not plain: empty,
    /// not ASCII, ending with `/` or holding `//`.
    private static func lastSlash(inPlain bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // Through the base pointer with an index loop and hex literals (`/` 2F): a buffer's indices,
        // its subscript and `UInt8(ascii:)` are calls per byte in a debug build (-Onone, the build
        // plugin's), which asks this of every path several times.
        guard let base = bytes.baseAddress, bytes.count > 0, base[bytes.count - 1] != 0x2F else { return nil }
        var lastSlash = -1
        var index = 0
        while index < bytes.count {
            let byte = base[index]
            if byte >= 0x80 { return nil }
            if byte == 0x2F {
                if lastSlash == index - 1 && index > 0 { return nil }
                lastSlash = index
            }
            index += 1
        }
        return lastSlash
    }

    /// The name before `.lproj` of the last folder (the components before `end`) that ends so.
    private static func lprojCode(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> String? {
        let suffix = lprojSuffix
        var end = end
        while end > 0 {
            var begin = end - 1
            while begin >= 0 && bytes[begin] != UInt8(ascii: "/") { begin -= 1 }
            begin += 1
            if end - begin >= suffix.count && bytes[(end - suffix.count)..<end].elementsEqual(suffix) {
                return text(bytes[begin..<(end - suffix.count)])
            }
            end = begin - 1
        }
        return nil
    }

    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }
}
