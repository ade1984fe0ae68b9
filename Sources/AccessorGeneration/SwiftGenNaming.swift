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
    /// Empty components (`a..b`, `.a`, `a.`) are skipped: SwiftGen would name an enum or member `""`.
    /// Names that are still unusable (`!!!`) or taken are repaired by ``SwiftGenLayout``.
    public static func path(forKey key: String, separator: Character = ".") -> [String] {
        let components = components(ofKey: key, separator: separator)
        guard let last = components.last else { return [] }
        return components.dropLast().map(typeName) + [memberName(last)]
    }

    /// The key's non-empty components; `[""]` for a key with none (`""`, `.`).
    static func components(ofKey key: String, separator: Character = ".") -> [String] {
        let components = key.split(separator: separator).map(String.init)
        return components.isEmpty ? [""] : components
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
        return usable(prefixingDigit(snakeToCamelCase(identifier)))
    }

    /// `name` with what Swift rejects removed: scalars a name cannot hold (case mapping can make
    /// them), and a first scalar that may only follow (a combining mark) gets a `_` before it.
    static func usable(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: name.unicodeScalars.filter(isTail))
        guard let first = scalars.first, !isHead(first) else { return String(scalars) }
        return "_" + String(scalars)
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

    /// The scalars Swift accepts first in a name (The Swift Programming Language, "Identifiers"),
    /// which StencilSwiftKit's `swiftIdentifier` keeps too.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if scalar.isASCII {
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        return headRanges.contains { $0.contains(value) }
    }

    /// A head, a digit, or a combining mark Swift accepts after the first scalar.
    static func isTail(_ scalar: Unicode.Scalar) -> Bool {
        isHead(scalar) || ("0"..."9").contains(scalar) || tailRanges.contains { $0.contains(scalar.value) }
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
        0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
        0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    private static let tailRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
