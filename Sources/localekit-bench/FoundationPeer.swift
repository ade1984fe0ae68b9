import Foundation

/// Foundation's `PropertyListSerialization` as a peer: it parses `.strings` and XML `.stringsdict`
/// (values only: no locations, no diagnostics).
enum FoundationPeer {
    /// Parses every file of `contents` (already in memory); counts the top-level keys.
    static func parse(_ contents: [Data], name: String = "PropertyListSerialization", target: Target? = nil)
        -> Contender
    {
        Contender(name: name, target: target) {
            contents.reduce(0) { count, data in
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
                return count + ((plist as? [String: Any])?.count ?? 0)
            }
        }
    }
}
