import Foundation

/// Template parameters as SwiftGen and StencilSwiftKit read them from the command line:
/// `name=value` is a string, `name` alone is `true`, `a.b=value` nests, a repeated name makes a list.
public enum StencilParameters {
    /// - Throws: ``StencilError`` for an item that is not `name[=value]` or that clashes with another.
    public static func parse(_ items: [String]) throws(StencilError) -> [String: StencilValue] {
        var result: [String: StencilValue] = [:]
        for item in items {
            let parts = item.components(separatedBy: "=")
            let key = parts[0]
            let value: StencilValue = parts.count >= 2 ? .string(parts.dropFirst().joined(separator: "=")) : .bool(true)
            guard parts.count >= 2 || isValid(key) else { throw StencilError("invalid parameter '\(item)'") }
            try insert(value, at: key.components(separatedBy: ".")[...], into: &result, item: item)
        }
        return result
    }

    private static func insert(
        _ value: StencilValue, at path: ArraySlice<String>, into result: inout [String: StencilValue], item: String
    ) throws(StencilError) {
        guard let key = path.first, isValid(key) else { throw StencilError("invalid parameter name in '\(item)'") }
        if path.count > 1 {
            var nested: [String: StencilValue] = [:]
            switch result[key] {
            case nil: break
            case .dictionary(let existing)?: nested = existing
            default: throw StencilError("parameter '\(item)' clashes with an earlier one")
            }
            try insert(value, at: path.dropFirst(), into: &nested, item: item)
            result[key] = .dictionary(nested)
            return
        }
        switch result[key] {
        case nil: result[key] = value
        case .array(let values)?: result[key] = .array(values + [value])
        case .string(let existing)?: result[key] = .array([.string(existing), value])
        default: throw StencilError("parameter '\(item)' clashes with an earlier one")
        }
    }

    private static func isValid(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "." }
    }
}
