import Foundation

extension String {
    /// Whether the string's UTF-8 holds `byte`, found with `memchr`, which reads a word or a vector at
    /// a time where `utf8.contains(_:)` reads a byte: the rules ask it of every text of a catalog.
    package func containsUTF8(_ byte: UInt8) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { utf8 in
            guard let base = utf8.baseAddress else { return false }
            return memchr(base, Int32(byte), utf8.count) != nil
        }
        return found ?? utf8.contains(byte)
    }

    /// Whether the string sorts before `other` by Unicode scalar values (not `<`, which orders
    /// canonically equivalent strings as equal): their UTF-8 bytes sort in the same order, and are
    /// compared with `memcmp` rather than scalar by scalar.
    package func precedesByScalars(_ other: String) -> Bool {
        var (one, another) = (self, other)
        return one.withUTF8 { left in
            another.withUTF8 { right in
                let common = min(left.count, right.count)
                if common > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
                    let order = memcmp(leftBase, rightBase, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
    }
}
