/// Maps keys to entry indices for duplicate detection, faster than `[String: Int]` on large files.
///
/// Open addressing with linear probing, hashed by multiply-rotates over the key's UTF-8 words. The
/// hash is not seeded: the keys come from the user's own files, so there is nobody to attack it.
struct KeyIndex {
    /// Per slot: the high 32 bits of the key's hash and its index + 1 in the low 32 bits; 0 when empty.
    private var slots: [UInt64]
    private var mask: Int
    private var count = 0

    init(expectedCount: Int) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// The index already stored for `key`, or nil after storing `index` for it.
    /// - Parameter entries: the entries the stored indices point into.
    mutating func insert(_ key: String, index: Int, in entries: [StringsEntry]) -> Int? {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let hash = Self.hash(key)
        let tag = UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: hash) >> 32) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 {
                slots[slot] = tag | UInt64(truncatingIfNeeded: index + 1) & 0xFFFF_FFFF
                count += 1
                return nil
            }
            if stored & 0xFFFF_FFFF_0000_0000 == tag {
                let storedIndex = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
                if entries[storedIndex].key == key { return storedIndex }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Doubles the table; the slot of an entry comes from its stored tag, so no key is hashed again.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for stored in old where stored != 0 {
            var slot = Int(truncatingIfNeeded: stored >> 32) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
    }

    static func hash(_ key: String) -> Int {
        if let hash = key.utf8.withContiguousStorageIfAvailable(hash(utf8:)) { return hash }
        var copy = key
        return copy.withUTF8(hash(utf8:))
    }

    /// Two lanes of 8 bytes, so that the multiplies of a long key do not wait for each other: every byte
    /// but the last 16 in the loop, then the last 16 (overlapping the loop's for most lengths).
    private static func hash(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        var first: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(count)
        var second: UInt64 = 0x1319_8A2E_0370_7344
        guard let base = bytes.baseAddress else { return Int(truncatingIfNeeded: first) }
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            UnalignedWord.load64(base + offset)
        }
        if count > 16 {
            var offset = 0
            while offset + 16 < count {
                let one = (first ^ word(offset)) &* 0x9E37_79B9_7F4A_7C15
                let other = (second ^ word(offset + 8)) &* 0xC2B2_AE3D_27D4_EB4F
                first = one &<< 29 | one &>> 35
                second = other &<< 31 | other &>> 33
                offset += 16
            }
            first ^= word(count - 16)
            second ^= word(count - 8)
        } else if count >= 8 {
            first ^= word(0)
            second ^= word(count - 8)
        } else {
            var tail: UInt64 = 0
            for offset in 0..<count { tail = tail << 8 | UInt64(base[offset]) }
            first ^= tail
        }
        let mixed = second &* 0xC2B2_AE3D_27D4_EB4F
        let hash = (first &* 0x9E37_79B9_7F4A_7C15) ^ (mixed &<< 32 | mixed &>> 32)
        return Int(truncatingIfNeeded: (hash ^ hash &>> 29) &* 0xBF58_476D_1CE4_E5B9)
    }
}
