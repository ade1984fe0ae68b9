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
            // Localization files are mostly ASCII: sixteen units at a time while they are.
            if let (low, high) = asciiBytes(at: index) {
                UnalignedWord.store64(low, at: out + count)
                UnalignedWord.store64(high, at: out + count + 8)
                count += 16
                index += 16
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

    /// The sixteen units at `index` as sixteen ASCII bytes (two words), when they are ASCII.
    @inline(__always)
    private func asciiBytes(at index: Int) -> (UInt64, UInt64)? {
        guard index + 16 <= unitCount, let base = bytes.baseAddress else { return nil }
        let start = base + 2 * index
        let word = { (offset: Int) in littleEndianUnits(UnalignedWord.load64(start + offset)) }
        let (first, second, third, fourth) = (word(0), word(8), word(16), word(24))
        guard (first | second | third | fourth) & 0xFF80_FF80_FF80_FF80 == 0 else { return nil }
        return (Self.pack(first, second), Self.pack(third, fourth))
    }

    /// Four units as little-endian ones (a big-endian unit's two bytes swapped).
    private func littleEndianUnits(_ word: UInt64) -> UInt64 {
        bigEndian ? (word & 0x00FF_00FF_00FF_00FF) << 8 | (word >> 8 & 0x00FF_00FF_00FF_00FF) : word
    }

    /// The low bytes of eight ASCII units (their high bytes zero), packed into one word.
    private static func pack(_ first: UInt64, _ second: UInt64) -> UInt64 {
        func packed(_ units: UInt64) -> UInt64 {
            let pairs = (units | units >> 8) & 0x0000_FFFF_0000_FFFF
            return (pairs | pairs >> 16) & 0xFFFF_FFFF
        }
        return packed(first) | packed(second) << 32
    }
}
