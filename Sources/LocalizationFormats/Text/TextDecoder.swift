import Foundation

/// Decodes a localization file's bytes into validated UTF-8, whatever encoding it was saved in.
///
/// Accepted: UTF-8 with or without a byte order mark, UTF-16 little or big endian with a BOM, and
/// UTF-16 without a BOM when its NUL bytes give it away (ASCII text saved as UTF-16 has a zero in every
/// other byte). Invalid input never stops decoding: each run of invalid bytes or each unpaired surrogate
/// becomes U+FFFD in the text and one `encoding` diagnostic at its line and column.
package struct TextDecoder {
    /// The encodings ``TextDecoder`` recognises.
    enum Encoding: String, Sendable {
        case utf8, utf8WithBOM, utf16LittleEndian, utf16BigEndian
        case utf16LittleEndianWithoutBOM, utf16BigEndianWithoutBOM
    }

    /// Valid UTF-8, without a byte order mark.
    package private(set) var utf8: [UInt8] = []
    private(set) var encoding: Encoding = .utf8
    package private(set) var diagnostics: [Diagnostic] = []

    private let file: String
    private var tracker = TextPositionTracker()

    package init(_ data: Data, file: String) {
        self.file = file
        data.withUnsafeBytes { raw in
            let input = raw.assumingMemoryBound(to: UInt8.self)
            encoding = Self.detectEncoding(input)
            switch encoding {
            case .utf8:
                decodeUTF8(input)
            case .utf8WithBOM:
                decodeUTF8(UnsafeBufferPointer(rebasing: input[3...]))
            case .utf16LittleEndian:
                decodeUTF16(UnsafeBufferPointer(rebasing: input[2...]), bigEndian: false)
            case .utf16BigEndian:
                decodeUTF16(UnsafeBufferPointer(rebasing: input[2...]), bigEndian: true)
            case .utf16LittleEndianWithoutBOM:
                decodeUTF16(input, bigEndian: false)
            case .utf16BigEndianWithoutBOM:
                decodeUTF16(input, bigEndian: true)
            }
        }
    }

    /// Looks at the byte order mark, else at where the NUL bytes of the first 512 bytes are.
    static func detectEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> Encoding {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return .utf8WithBOM }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return .utf16LittleEndian }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return .utf16BigEndian }
        let sample = min(bytes.count, 512) & ~1
        guard sample >= 2 else { return .utf8 }
        var evenZeros = 0
        var oddZeros = 0
        for index in stride(from: 0, to: sample, by: 2) {
            if bytes[index] == 0 { evenZeros += 1 }
            if bytes[index + 1] == 0 { oddZeros += 1 }
        }
        // Text files have no NUL bytes; UTF-16 text has many, mostly on one side (the high byte of ASCII).
        // A few stray NULs in UTF-8 text (a corrupt file) are not enough: they are reported by the reader.
        guard max(evenZeros, oddZeros) * 8 >= sample / 2 else { return .utf8 }
        if oddZeros > 2 * evenZeros { return .utf16LittleEndianWithoutBOM }
        if evenZeros > 2 * oddZeros { return .utf16BigEndianWithoutBOM }
        return .utf8
    }

    // MARK: UTF-8

    private mutating func decodeUTF8(_ input: UnsafeBufferPointer<UInt8>) {
        var index = 0
        var validStart = 0
        var output: [UInt8] = []
        var repaired = false
        let base = input.baseAddress
        while index < input.count {
            // ASCII runs eight bytes at a time.
            if let base, index + 8 <= input.count,
                UnalignedWord.load64(base + index) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let length = Self.validSequenceLength(input, at: index)
            if length > 0 {
                index += length
                continue
            }
            // A run of invalid bytes: keep the valid text before it, then one U+FFFD per byte.
            if !repaired {
                output.reserveCapacity(input.count + 16)
                repaired = true
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: input[validStart..<index]))
            let runStart = output.count
            var runLength = 0
            while index < input.count, Self.validSequenceLength(input, at: index) == 0 {
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                index += 1
                runLength += 1
            }
            validStart = index
            report(
                at: runStart, in: output,
                "invalid UTF-8: \(runLength) byte\(runLength == 1 ? "" : "s") replaced by U+FFFD")
        }
        if repaired {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: input[validStart..<input.count]))
            utf8 = output
        } else {
            utf8 = Array(input)
        }
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when the bytes there are not one.
    @inline(__always)
    static func validSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let remaining = bytes.count - index
        func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            offset < remaining && (low...high).contains(bytes[index + offset])
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }

    // MARK: UTF-16

    private mutating func decodeUTF16(_ input: UnsafeBufferPointer<UInt8>, bigEndian: Bool) {
        var transcoder = UTF16Transcoder(input, bigEndian: bigEndian)
        // At most three UTF-8 bytes per UTF-16 unit (a surrogate pair: four bytes for two units).
        let output = [UInt8](unsafeUninitializedCapacity: input.count / 2 * 3) { buffer, written in
            written = transcoder.transcode(into: buffer)
        }
        var problems = transcoder.unpairedSurrogates.map {
            ($0, "invalid UTF-16: unpaired surrogate replaced by U+FFFD")
        }
        if input.count % 2 == 1 {
            problems.append((output.count, "invalid UTF-16: the file ends in the middle of a code unit"))
        }
        for (offset, message) in problems { report(at: offset, in: output, message) }
        utf8 = output
    }

    /// Writes the UTF-8 encoding of a valid scalar value at `out`; returns the number of bytes written.
    @inline(__always)
    static func storeUTF8(_ scalar: UInt32, at out: UnsafeMutablePointer<UInt8>) -> Int {
        if scalar < 0x80 {
            out[0] = UInt8(truncatingIfNeeded: scalar)
            return 1
        }
        if scalar < 0x800 {
            out[0] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
            out[1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 2
        }
        if scalar < 0x10000 {
            out[0] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
            out[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            out[2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 3
        }
        out[0] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
        out[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
        out[2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
        out[3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
        return 4
    }

    /// Appends the UTF-8 encoding of a valid scalar value.
    @inline(__always)
    static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    private mutating func report(at offset: Int, in output: [UInt8], _ message: String) {
        let (line, column) = output.withUnsafeBufferPointer { tracker.position(at: offset, in: $0) }
        diagnostics.append(
            Diagnostic(.error, rule: .encoding, message, at: SourceLocation(file: file, line: line, column: column)))
    }
}
