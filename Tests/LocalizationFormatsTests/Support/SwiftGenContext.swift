import Foundation
import LocalizationFormats

/// The `types` SwiftGen recorded for each key in one of its StencilContexts YAML files.
///
/// A reader for the small part of YAML those files use: per table a list of items with `key: "…"`
/// and a `types:` list of `- "Type"` lines, the table's `name: "…"` at indent 2 closing it.
struct SwiftGenContext {
    struct Item {
        let table: String
        let key: String
        let types: [String]
    }

    let items: [Item]

    init(yaml: String) {
        var items: [Item] = []
        var pending: [(key: String, types: [String])] = []
        var currentKey: String?
        var collectingTypes = false
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if collectingTypes, trimmed.hasPrefix("- \""), let value = Self.quoted(trimmed.dropFirst(2)) {
                pending[pending.count - 1].types.append(value)
                continue
            }
            collectingTypes = false
            if line.hasPrefix("  name: "), let table = Self.quoted(line.dropFirst(8)) {
                items += pending.map { Item(table: table, key: $0.key, types: $0.types) }
                pending = []
            } else if let range = trimmed.range(of: "key: \""), trimmed.hasPrefix("key:") || trimmed.hasPrefix("- key:")
            {
                currentKey = Self.quoted(trimmed[trimmed.index(before: range.upperBound)...])
            } else if trimmed == "types:", let key = currentKey {
                pending.append((key, []))
                collectingTypes = true
            }
        }
        self.items = items
    }

    /// The content of a double-quoted YAML scalar with `\"`, `\\` and `\n` escapes.
    private static func quoted(_ text: Substring) -> String? {
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return nil }
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                result.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
