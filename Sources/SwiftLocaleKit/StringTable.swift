import Foundation

/// The texts of a `.strings` table as one UTF-8 buffer and an open-addressing index of it.
///
/// Built from the reader's bytes without a `String` per key or value, and freed in two deallocations
/// (a `[String: String]` of a real table is thousands of objects to make, and to free again each time
/// the tables are dropped). A lookup hashes the key's UTF-8, compares bytes and makes the value's
/// `String`: about what a `Dictionary` probe costs.
///
/// The hash has a fixed seed: the keys come from the app's own bundle, not from its users.
final class StringTable: Sendable {
    /// Per entry: the key's and the value's byte counts (`UInt32` each, little-endian), then the key and
    /// value bytes.
    /// A removed entry's key count has ``removedFlag`` set, so that no key matches it.
    private let storage: [UInt8]
    /// Per slot: the hash's high 32 bits, then the entry's offset + 1 (0: an empty slot).
    private let slots: [UInt64]
    let count: Int

    static let removedFlag: UInt32 = 1 << 31

    init(_ builder: Builder) {
        storage = builder.storage
        slots = builder.slots
        count = builder.count
    }

    var isEmpty: Bool { count == 0 }

    /// The value of `key`, or nil.
    subscript(key: String) -> String? {
        guard count > 0 else { return nil }
        var key = key
        return key.withUTF8 { key in
            storage.withUnsafeBufferPointer { storage in
                slots.withUnsafeBufferPointer { slots in
                    guard let offset = Self.find(key, hash: Self.hash(key), in: storage, slots: slots).offset else {
                        return nil
                    }
                    let valueCount = Self.count(at: offset + 4, in: storage)
                    let valueStart = offset + 8 + key.count
                    let value = UnsafeBufferPointer(rebasing: storage[valueStart..<(valueStart + valueCount)])
                    // The stored bytes were valid UTF-8 when the table was built: copied, not validated again.
                    if #available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, *) {
                        return String(unsafeUninitializedCapacity: valueCount) { buffer in
                            _ = buffer.initialize(fromContentsOf: value)
                            return valueCount
                        }
                    }
                    return String(decoding: value, as: UTF8.self)
                }
            }
        }
    }

    /// Every key and value.
    var values: [String: String] {
        var values: [String: String] = [:]
        storage.withUnsafeBufferPointer { storage in
            var offset = 0
            while offset < storage.count {
                let keyCount = Self.count(at: offset, in: storage)
                let removed = UInt32(truncatingIfNeeded: keyCount) & Self.removedFlag != 0
                let keyLength = keyCount & Int(~Self.removedFlag)
                let valueCount = Self.count(at: offset + 4, in: storage)
                let keyStart = offset + 8
                let valueStart = keyStart + keyLength
                if !removed {
                    let key = String(
                        decoding: UnsafeBufferPointer(rebasing: storage[keyStart..<valueStart]), as: UTF8.self)
                    values[key] = String(
                        decoding: UnsafeBufferPointer(rebasing: storage[valueStart..<(valueStart + valueCount)]),
                        as: UTF8.self)
                }
                offset = valueStart + valueCount
            }
        }
        return values
    }

    // MARK: Layout

    static func count(at offset: Int, in storage: UnsafeBufferPointer<UInt8>) -> Int {
        Int(
            UInt32(littleEndian: UnsafeRawBufferPointer(storage).loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        )
    }

    /// The entry whose key is `key` (its offset), else the empty slot where it would go.
    static func find(
        _ key: UnsafeBufferPointer<UInt8>, hash: UInt64, in storage: UnsafeBufferPointer<UInt8>,
        slots: UnsafeBufferPointer<UInt64>
    ) -> (offset: Int?, slot: Int) {
        let tag = hash >> 32
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot == 0 { return (nil, index) }
            if slot >> 32 == tag {
                let offset = Int(slot & 0xFFFF_FFFF) - 1
                if count(at: offset, in: storage) == key.count, equal(key, storage, at: offset + 8) {
                    return (offset, index)
                }
            }
            index = (index + 1) & mask
        }
    }

    private static func equal(_ key: UnsafeBufferPointer<UInt8>, _ storage: UnsafeBufferPointer<UInt8>, at start: Int)
        -> Bool
    {
        guard let keyBase = key.baseAddress, let base = storage.baseAddress else { return key.isEmpty }
        return memcmp(keyBase, base + start, key.count) == 0
    }

    /// A 64-bit hash of UTF-8 bytes: eight bytes at a time, then murmur3's finalizer.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        return hash ^ (hash >> 33)
    }
}
