extension StringTable {
    /// Collects the entries of a ``StringTable`` as the reader hands them over.
    struct Builder {
        fileprivate(set) var storage: [UInt8] = []
        fileprivate(set) var slots: [UInt64]
        fileprivate(set) var count = 0
        /// Slots in use, removed entries included.
        private var used = 0

        /// A builder sized for about `expectedCount` entries of `expectedBytes` bytes in all (it grows).
        init(expectedCount: Int, expectedBytes: Int = 0) {
            var capacity = 8
            while capacity < expectedCount * 2 { capacity <<= 1 }
            slots = [UInt64](repeating: 0, count: capacity)
            storage.reserveCapacity(expectedBytes)
        }

        /// Adds an entry; `false` when the table has the key already (or would outgrow 2 GB).
        mutating func insert(key: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) -> Bool {
            let offset = storage.count
            guard offset + 8 + key.count + value.count < Int(StringTable.removedFlag) else { return false }
            let hash = StringTable.hash(key)
            let found = storage.withUnsafeBufferPointer { storage in
                slots.withUnsafeBufferPointer { StringTable.find(key, hash: hash, in: storage, slots: $0) }
            }
            guard found.offset == nil else { return false }
            append(UInt64(UInt32(key.count)) | UInt64(UInt32(value.count)) << 32)
            storage.append(contentsOf: key)
            storage.append(contentsOf: value)
            slots[found.slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(offset + 1)
            count += 1
            used += 1
            if used * 2 > slots.count { grow() }
            return true
        }

        /// A builder holding `values`, written in one pass into storage of the exact size (the keys of a
        /// dictionary are distinct: no lookup before each insert).
        init(_ values: [String: String]) {
            self.init(expectedCount: values.count)
            let total = values.reduce(0) { $0 + 8 + $1.key.utf8.count + $1.value.utf8.count }
            guard total < Int(StringTable.removedFlag) else {
                // Past the offsets' range: keep what fits, as `insert` does.
                for (key, value) in values { _ = insert(key: key, value: value) }
                return
            }
            let mask = slots.count - 1
            storage = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                slots.withUnsafeMutableBufferPointer { slots in
                    var offset = 0
                    for (key, value) in values {
                        var key = key
                        var value = value
                        key.withUTF8 { key in
                            value.withUTF8 { value in
                                let header = (UInt64(UInt32(key.count)) | UInt64(UInt32(value.count)) << 32)
                                    .littleEndian
                                UnsafeMutableRawPointer(base + offset).storeBytes(of: header, as: UInt64.self)
                                if let keyBase = key.baseAddress {
                                    (base + offset + 8).initialize(from: keyBase, count: key.count)
                                }
                                if let valueBase = value.baseAddress {
                                    (base + offset + 8 + key.count).initialize(from: valueBase, count: value.count)
                                }
                                let hash = StringTable.hash(key)
                                var index = Int(truncatingIfNeeded: hash) & mask
                                while slots[index] != 0 { index = (index + 1) & mask }
                                slots[index] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(offset + 1)
                                offset += 8 + key.count + value.count
                            }
                        }
                    }
                }
                initialized = total
            }
            count = values.count
            used = values.count
        }

        mutating func insert(key: String, value: String) -> Bool {
            var key = key
            var value = value
            return key.withUTF8 { key in value.withUTF8 { insert(key: key, value: $0) } }
        }

        /// Takes `key` out, if the table has it.
        mutating func remove(_ key: String) {
            var key = key
            let offset = key.withUTF8 { key in
                storage.withUnsafeBufferPointer { storage in
                    slots.withUnsafeBufferPointer {
                        StringTable.find(key, hash: StringTable.hash(key), in: storage, slots: $0).offset
                    }
                }
            }
            guard let offset else { return }
            // The slot stays (probes go on past it); the flag makes the key count match no key.
            storage.withUnsafeMutableBytes { raw in
                let keyCount = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                raw.storeBytes(
                    of: (keyCount | StringTable.removedFlag).littleEndian, toByteOffset: offset, as: UInt32.self)
            }
            count -= 1
        }

        /// Appends the two counts of an entry header, the key's first in memory.
        private mutating func append(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { storage.append(contentsOf: $0) }
        }

        /// Twice the slots, every entry placed again.
        private mutating func grow() {
            var grown = [UInt64](repeating: 0, count: slots.count * 2)
            let mask = grown.count - 1
            storage.withUnsafeBufferPointer { storage in
                for slot in slots where slot != 0 {
                    let offset = Int(slot & 0xFFFF_FFFF) - 1
                    let keyCount = StringTable.count(at: offset, in: storage) & Int(~StringTable.removedFlag)
                    let hash = StringTable.hash(
                        UnsafeBufferPointer(rebasing: storage[(offset + 8)..<(offset + 8 + keyCount)]))
                    var index = Int(truncatingIfNeeded: hash) & mask
                    while grown[index] != 0 { index = (index + 1) & mask }
                    grown[index] = slot
                }
            }
            slots = grown
        }
    }
}
