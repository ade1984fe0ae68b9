import Foundation
import LocalizationFormats

/// Line starts of a file's bytes, to turn libxml2's element lines into `line:column` locations.
///
/// libxml2 records the line where an element's start tag ends, not its column; ``location(ofTag:line:)``
/// finds the `<name` that opens the element on that line (or the lines just above, for start tags
/// spread over several lines) and counts its column in Unicode scalars.
final class LineIndex: Sendable {
    let file: String
    private let bytes: [UInt8]
    private let starts: [Int]

    init(_ data: Data, file: String) {
        self.file = file
        let bytes = [UInt8](data)
        var starts = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                starts.append(index + 1)
                offset = index + 1
            }
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// The 1-based line holding byte `offset`.
    func line(ofOffset offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The location of byte `offset`, its column counted in Unicode scalars.
    func location(ofOffset offset: Int) -> SourceLocation {
        let line = line(ofOffset: offset)
        return SourceLocation(file: file, line: line, column: column(from: starts[line - 1], to: offset))
    }

    /// The location of the `<tag` that opens an element libxml2 placed on `line` (the first on that line).
    func location(ofTag tag: String, line: Int) -> SourceLocation {
        guard line >= 1, line <= starts.count else { return SourceLocation(file: file, line: max(line, 0)) }
        let needle = Array(tag.utf8)
        var candidate = line
        while candidate >= max(1, line - 8) {
            let start = starts[candidate - 1]
            let end = candidate < starts.count ? starts[candidate] : bytes.count
            if let offset = firstOpening(of: needle, in: start..<end) {
                return SourceLocation(file: file, line: candidate, column: column(from: start, to: offset))
            }
            candidate -= 1
        }
        return SourceLocation(file: file, line: line)
    }

    /// The offset of the first `<` + `name` + (space, `>`, `/`, or end of line) in `range` (elements
    /// start near the beginning of their line, so a forward scan finds them soonest).
    private func firstOpening(of name: [UInt8], in range: Range<Int>) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var start = range.lowerBound
            while start < range.upperBound, let found = memchr(base + start, 0x3C, range.upperBound - start) {
                let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                let after = offset + 1 + name.count
                if after <= buffer.count, matches(name, at: offset + 1, in: buffer) {
                    if after == buffer.count { return offset }
                    switch buffer[after] {
                    case UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: "/"), 9, 10, 13: return offset
                    default: break
                    }
                }
                start = offset + 1
            }
            return nil
        }
    }

    private func matches(_ name: [UInt8], at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in 0..<name.count where buffer[offset + index] != name[index] { return false }
        return true
    }

    private func column(from lineStart: Int, to offset: Int) -> Int {
        var column = 1
        for index in lineStart..<min(offset, bytes.count) where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        return column
    }
}
