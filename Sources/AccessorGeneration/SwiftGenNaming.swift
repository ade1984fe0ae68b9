import Foundation
import LocaleCatalog

/// The names SwiftGen 6's `structured-swift5` strings template gives a key, computed the way its
/// Stencil filters compute them (`swiftIdentifier:"pretty"`, then `lowerFirstWord` for members), so
/// that code written against SwiftGen's output finds the same paths in ours.
///
/// `settings.privacy_policy.title` → namespaces `Settings`, `PrivacyPolicy`, member `title`;
/// `common::state::active` (no dot) → member `commonStateActive`.
public enum SwiftGenNaming {
    /// The accessor's path below the table's enum, without backticks: `["Settings", "title"]`.
    public static func path(forKey key: String, separator: Character = ".") -> [String] {
        let components = key.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        guard let last = components.last else { return [] }
        return components.dropLast().map(typeName) + [memberName(last)]
    }

    /// A namespace enum's name (`privacy_policy` → `PrivacyPolicy`).
    public static func typeName(_ component: String) -> String {
        pretty(component)
    }

    /// A property or function name (`privacy_policy` → `privacyPolicy`, `URLTitle` → `urlTitle`).
    public static func memberName(_ component: String) -> String {
        lowerFirstWord(pretty(component))
    }

    /// StencilSwiftKit's `swiftIdentifier` in `pretty` mode.
    static func pretty(_ text: String) -> String {
        let identifier = swiftIdentifier(text)
        return prefixingDigit(snakeToCamelCase(identifier))
    }

    /// Non-identifier characters dropped, each part between them with an upper-cased first letter,
    /// `_` before a leading digit.
    static func swiftIdentifier(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return "" }
        let prefix = !isHead(first) && isTail(first) ? "_" : ""
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isTail(scalar) {
                current.append(scalar)
            } else {
                parts.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        parts.append(String(current))
        return prefix + parts.map(upperFirst).joined()
    }

    /// `snakeToCamelCase(_, stripLeading: true)`: with a lower-case letter, each `_`-separated part
    /// title-cased (rest kept); all capitals, the snake-cased parts `capitalized`.
    static func snakeToCamelCase(_ text: String) -> String {
        if text.unicodeScalars.contains(where: { CharacterSet.lowercaseLetters.contains($0) }) {
            return text.split(separator: "_", omittingEmptySubsequences: false).map { upperFirst(String($0)) }.joined()
        }
        return snakeCase(text).split(separator: "_", omittingEmptySubsequences: false).map {
            String($0).capitalized
        }.joined()
    }

    /// `ABCDef` → `ABC_Def`, `abC` → `ab_C`, `-` → `_` (StencilSwiftKit's `snakecase` before lower-casing).
    static func snakeCase(_ text: String) -> String {
        var result = text.replacingOccurrences(
            of: "([A-Z\\d]+)([A-Z][a-z])", with: "$1_$2", options: .regularExpression)
        result = result.replacingOccurrences(of: "([a-z\\d])([A-Z])", with: "$1_$2", options: .regularExpression)
        return result.replacingOccurrences(of: "-", with: "_")
    }

    /// The leading capitals lower-cased, all but the last when a lower-case letter follows
    /// (`URLTitle` → `urlTitle`, `Title` → `title`, `ABC` → `abc`).
    static func lowerFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var end = 0
        while end < scalars.count && CharacterSet.uppercaseLetters.contains(scalars[end]) { end += 1 }
        if end > 1 && end < scalars.count && CharacterSet.lowercaseLetters.contains(scalars[end]) { end -= 1 }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars[..<end])
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: scalars[end...])
        return String(head).lowercased() + String(tail)
    }

    static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return "" }
        return first.uppercased() + text.dropFirst()
    }

    static func prefixingDigit(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) else { return text }
        return "_" + text
    }

    /// Letters, `_` and the other scalars Swift accepts first in a name (approximated by Unicode letters).
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || CharacterSet.letters.contains(scalar)
    }

    static func isTail(_ scalar: Unicode.Scalar) -> Bool {
        isHead(scalar) || CharacterSet.decimalDigits.contains(scalar) || CharacterSet.nonBaseCharacters.contains(scalar)
    }
}
