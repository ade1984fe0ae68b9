import Foundation
import LocalizationFormats

/// ``FileReader/tableAndLanguage(of:fallbackLanguage:)`` for the paths the file finder gives
/// (`…/de.lproj/Localizable.strings`), read on their bytes: on Linux every `NSString` path property
/// bridges the string, several µs a call, and `check` asks it of every file more than once.
///
/// Only plain paths are read here: ASCII (so a byte is a character), no doubled or trailing `/`,
/// and a last component with an extension (a `.` neither first nor last in it). For those,
/// `NSString`'s `lastPathComponent` and `deletingPathExtension` are the text between the last `/` and
/// the last `.`; any other path is left to them (nil).
package enum PlainPath {
    /// `(path as NSString).pathExtension.lowercased()`: read on the bytes of a plain path (see
    /// above; an ASCII extension needs no Unicode case mapping), by Foundation otherwise.
    package static func lowercasedExtension(of path: String) -> String {
        let plain = path.utf8.withContiguousStorageIfAvailable { bytes in
            shape(ofPlain: bytes).map { String(decoding: bytes[($0.dot + 1)...], as: UTF8.self).lowercased() }
        }
        return (plain ?? nil) ?? (path as NSString).pathExtension.lowercased()
    }

    /// The file's name without its extension, and the code of its nearest `.lproj` folder (not
    /// normalized), or nil when the path is not plain.
    static func tableAndLanguageCode(of path: String) -> (table: String, code: String?)? {
        let plain = path.utf8.withContiguousStorageIfAvailable { bytes -> (String, String?)? in
            guard let (nameStart, dot) = shape(ofPlain: bytes) else { return nil }
            return (String(decoding: bytes[nameStart..<dot], as: UTF8.self), lprojCode(bytes, before: nameStart - 1))
        }
        return plain ?? nil
    }

    private static let slash = UInt8(ascii: "/")
    private static let suffix = Array(LocalizationFolder.suffix.utf8)

    /// Where the last component of a plain path starts and where its last `.` is, or nil when the
    /// path is not plain: empty, not ASCII, ending with `/`, holding `//`, or a last component
    /// without a `.` that is neither its first nor its last byte. One pass over the bytes.
    private static func shape(ofPlain bytes: UnsafeBufferPointer<UInt8>) -> (nameStart: Int, dot: Int)? {
        guard let last = bytes.last, last != slash else { return nil }
        var nameStart = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 { return nil }
            if byte == slash {
                if nameStart == index && index > 0 { return nil }
                nameStart = index + 1
            }
        }
        guard let dot = bytes[nameStart...].lastIndex(of: UInt8(ascii: ".")), dot > nameStart, dot < bytes.count - 1
        else { return nil }
        return (nameStart, dot)
    }

    /// The name before `.lproj` of the last folder (of the components before `end`) that ends so.
    private static func lprojCode(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> String? {
        var end = end
        while end > 0 {
            let begin = (bytes[..<end].lastIndex(of: slash) ?? -1) + 1
            let folder = bytes[begin..<end]
            if folder.count >= suffix.count && folder.suffix(suffix.count).elementsEqual(suffix) {
                return String(decoding: folder.dropLast(suffix.count), as: UTF8.self)
            }
            end = begin - 1
        }
        return nil
    }
}
