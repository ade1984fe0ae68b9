import Foundation
import LocalizationFormats

/// A text file's bytes as UTF-8 to edit in place, and the encoding to write it back in (UTF-8 with or
/// without a BOM, UTF-16 with a BOM, as it came): the bytes outside the edits stay as they were.
package struct EditableText {
    package enum Encoding { case utf8, utf8WithBOM, utf16LittleEndian, utf16BigEndian }

    package var bytes: [UInt8]
    package let encoding: Encoding

    /// `nil` for an encoding this cannot write back unchanged (UTF-16 without a BOM, invalid bytes).
    package init?(_ data: Data) {
        let raw = [UInt8](data)
        let text: String?
        if raw.starts(with: [0xFF, 0xFE]) {
            encoding = .utf16LittleEndian
            text = String(data: data.dropFirst(2), encoding: .utf16LittleEndian)
        } else if raw.starts(with: [0xFE, 0xFF]) {
            encoding = .utf16BigEndian
            text = String(data: data.dropFirst(2), encoding: .utf16BigEndian)
        } else if raw.starts(with: [0xEF, 0xBB, 0xBF]) {
            encoding = .utf8WithBOM
            text = String(bytes: raw.dropFirst(3), encoding: .utf8)
        } else {
            encoding = .utf8
            text = raw.contains(0) ? nil : String(bytes: raw, encoding: .utf8)
        }
        guard let text else { return nil }
        bytes = Array(text.utf8)
    }

    /// A new UTF-8 file.
    init(newUTF8 text: String) {
        bytes = Array(text.utf8)
        encoding = .utf8
    }

    package var data: Data {
        let text = String(decoding: bytes, as: UTF8.self)
        switch encoding {
        case .utf8: return Data(bytes)
        case .utf8WithBOM: return Data([0xEF, 0xBB, 0xBF] + bytes)
        case .utf16LittleEndian: return Data([0xFF, 0xFE]) + (text.data(using: .utf16LittleEndian) ?? Data())
        case .utf16BigEndian: return Data([0xFE, 0xFF]) + (text.data(using: .utf16BigEndian) ?? Data())
        }
    }

    /// The byte offset of a 1-based line and column (columns count Unicode scalars, as the readers do).
    func offset(of location: SourceLocation) -> Int? {
        var line = 1
        var index = 0
        while line < location.line {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            index = newline + 1
            line += 1
        }
        var column = 1
        while column < location.column, index < bytes.count {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }  // continuation bytes
            column += 1
        }
        return index
    }

    /// The first occurrence of `needle` at or after `start` (before `end`, when given).
    func find(_ needle: String, from start: Int, before end: Int? = nil) -> Int? {
        let pattern = Array(needle.utf8)
        let limit = (end ?? bytes.count) - pattern.count
        guard let first = pattern.first, start <= limit else { return nil }
        var index = start
        while index <= limit {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// The indentation of the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        let start = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let indent = bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return String(decoding: indent, as: UTF8.self)
    }

    mutating func replace(_ range: Range<Int>, with text: String) {
        bytes.replaceSubrange(range, with: Array(text.utf8))
    }
}
