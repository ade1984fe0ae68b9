import LocaleCatalog

/// The 64-bit FNV-1a hash: small, stable across runs, platforms and Swift versions (unlike
/// `Hasher`, which is seeded per process), so it can be stored in files.
enum FNV1a {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash = offsetBasis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }

    /// The hash of `text`'s UTF-8 bytes as 16 lowercase hexadecimal digits.
    static func hexDigest(_ text: String) -> String {
        let value = String(hash(text.utf8), radix: 16)
        return String(repeating: "0", count: 16 - value.count) + value
    }
}
