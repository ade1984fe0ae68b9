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
        guard let (name, dot) = nameAndDot(ofPlain: path) else {
            return (path as NSString).pathExtension.lowercased()
        }
        return String(decoding: name[name.index(after: dot)...], as: UTF8.self).lowercased()
    }

    /// The file's name without its extension, and the code of its nearest `.lproj` folder (not
    /// normalized), or nil when the path is not plain.
    static func tableAndLanguageCode(of path: String) -> (table: String, code: String?)? {
        guard let (name, dot) = nameAndDot(ofPlain: path) else { return nil }
        let folders = path.utf8[..<name.startIndex].split(separator: UInt8(ascii: "/"))
        let code = folders.last { $0.hasSuffix(suffix) }
        return (
            String(decoding: name[..<dot], as: UTF8.self),
            code.map { String(decoding: $0.dropLast(suffix.count), as: UTF8.self) }
        )
    }

    private static let suffix = Array(LocalizationFolder.suffix.utf8)

    /// The last component of a plain path and its last `.`, or nil when the path is not plain:
    /// empty, not ASCII, ending with `/`, holding `//`, or a last component without a `.` that is
    /// neither its first nor its last byte.
    private static func nameAndDot(ofPlain path: String) -> (name: Substring.UTF8View, dot: String.Index)? {
        let bytes = path.utf8
        guard let last = bytes.last, last != UInt8(ascii: "/"), bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "/") && previous == byte { return nil }
            previous = byte
        }
        let start = bytes.lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
        let name = path[start...].utf8
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex,
            name.index(after: dot) != name.endIndex
        else { return nil }
        return (name, dot)
    }
}

extension Substring.UTF8View {
    fileprivate func hasSuffix(_ suffix: [UInt8]) -> Bool {
        self.suffix(suffix.count).elementsEqual(suffix)
    }
}
