import Foundation
import KeyUsage
import LocaleCheck
import LocalizationFormats

@testable import LocaleCatalog
@testable import LocaleCheckReporting

/// `localekit dump` JSON of a catalog's tables, without the fields that name where an entry was read
/// (`file`, `line`, `column`) or any of `dropping`, for comparing catalogs read from different files.
enum DumpComparison {
    static func tables(_ catalog: Catalog, dropping: Set<String> = []) -> String {
        let removed = dropping.union(["file", "line", "column"])
        guard let data = CatalogDump.json(catalog).data(using: .utf8),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tables = root["tables"]
        else { return "<invalid dump>" }
        let stripped = strip(tables, removed)
        guard
            let out = try? JSONSerialization.data(
                withJSONObject: stripped, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        else { return "<unserializable>" }
        return String(decoding: out, as: UTF8.self)
    }

    private static func strip(_ value: Any, _ removed: Set<String>) -> Any {
        if let object = value as? [String: Any] {
            var result: [String: Any] = [:]
            for (key, child) in object where !removed.contains(key) { result[key] = strip(child, removed) }
            return result
        }
        if let array = value as? [Any] { return array.map { strip($0, removed) } }
        return value
    }

    /// The first differing line of two dumps, for a readable failure.
    static func firstDifference(_ lhs: String, _ rhs: String) -> String {
        let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
        let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? String(left[index]) : "<end>"
            let r = index < right.count ? String(right[index]) : "<end>"
            if l != r { return "line \(index + 1):\n  \(l)\n  \(r)" }
        }
        return "equal"
    }
}
