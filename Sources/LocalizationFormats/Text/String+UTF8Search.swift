import Foundation

extension String {
    /// Whether the string's UTF-8 holds `byte`, found with `memchr`. `utf8.contains(_:)` iterates
    /// generically, a call per byte in a debug (`-Onone`) build, which is what a build plugin's tool is
    /// in a developer's debug build.
    package func containsUTF8(_ byte: UInt8) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { utf8 in
            guard let base = utf8.baseAddress else { return false }
            return memchr(base, Int32(byte), utf8.count) != nil
        }
        return found ?? utf8.contains(byte)
    }
}
