/// UTF-16 code units (little or big endian bytes) written as UTF-8, an unpaired surrogate as U+FFFD.
struct UTF16Transcoder {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let bigEndian: Bool
    private var unitCount: Int { bytes.count / 2 }
    /// The output offsets of the U+FFFDs that replace unpaired surrogates.
    private(set) var unpairedSurrogates: [Int] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool) {
        self.bytes = bytes
        self.bigEndian = bigEndian
    }

    /// Writes the UTF-8 of every whole unit into `out` (room for three bytes a unit) and returns
    /// how many bytes it wrote.
    mutating func transcode(into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let out = out.baseAddress else { return 0 }
        var count = 0
        var index = 0
        while index < unitCount {
            if let ascii = asciiWord(at: index) {
                UnalignedWord.store32(ascii, at: out + count)
                count += 4
                index += 4
                continue
            }
            var scalar = unit(index)
            index += 1
            if scalar & 0xF800 == 0xD800 {
                if scalar < 0xDC00, index < unitCount, unit(index) & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(index) - 0xDC00)
                    index += 1
                } else {
                    unpairedSurrogates.append(count)
                    scalar = 0xFFFD
                }
            }
            count += TextDecoder.storeUTF8(scalar, at: out + count)
        }
        return count
    }

    private func unit(_ index: Int) -> UInt32 {
        let (first, second) = (UInt32(bytes[2 * index]), UInt32(bytes[2 * index + 1]))
        return bigEndian ? first << 8 | second : second << 8 | first
    }

    /// The four units at `index` as four ASCII bytes, when they are ASCII (in either byte order:
    /// a big-endian ASCII unit is a zero byte, then the ASCII one).
    private func asciiWord(at index: Int) -> UInt32? {
        guard index + 4 <= unitCount, let base = bytes.baseAddress else { return nil }
        var units = UnalignedWord.load64(base + 2 * index)
        if bigEndian { units = (units & 0x00FF_00FF_00FF_00FF) << 8 | (units >> 8 & 0x00FF_00FF_00FF_00FF) }
        guard units & 0xFF80_FF80_FF80_FF80 == 0 else { return nil }
        return UInt32(
            truncatingIfNeeded: units & 0xFF | units >> 8 & 0xFF00 | units >> 16 & 0xFF_0000 | units >> 24 & 0xFF00_0000
        )
    }
}
