import Foundation
import LocaleCatalog

/// Turns arbitrary localization keys into valid Swift identifiers and literals.
public enum SwiftIdentifier {
    /// Words that must be written in backticks to be used as a name.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Names that fail even in backticks (`L10n.Type` is the metatype), or that would shadow the
    /// modules the generated code names (`Swift.String`). They get a trailing underscore.
    public static let unusableTypeNames: Set<String> = [
        "Type", "Protocol", "Self", "Any", "Swift", "Foundation", "SwiftLocaleKit",
    ]

    /// The words of `text`: runs of ASCII letters and digits (accents folded away), split at
    /// everything else.
    public static func words(_ text: String) -> [String] {
        // ASCII text folds to itself: only other text pays for Foundation's folding.
        let folded =
            text.utf8.allSatisfy { $0 < 0x80 }
            ? text : text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        return folded.unicodeScalars.split { !isWordScalar($0) }.map { String(String.UnicodeScalarView($0)) }
    }

    /// An ASCII letter or digit.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// `settings_title` → `settingsTitle`, `URLPath` → `urlPath`, `1st` → `_1st`; `""` when
    /// `text` has no usable character. Keywords are not escaped here: see ``escaped(_:)``.
    public static func lowerCamelCase(_ text: String) -> String {
        let parts = words(text)
        guard let first = parts.first else { return "" }
        let head = lowercasingLeadingCapitals(first)
        let tail = parts.dropFirst().map { capitalizingFirst(normalizingCapitals($0)) }
        return prefixingDigit(head + tail.joined())
    }

    /// `settings-screen` → `SettingsScreen`, `1st` → `_1st`; `""` when nothing is usable.
    public static func upperCamelCase(_ text: String) -> String {
        let name = prefixingDigit(words(text).map { capitalizingFirst(normalizingCapitals($0)) }.joined())
        return unusableTypeNames.contains(name) ? name + "_" : name
    }

    /// `true` for an ASCII identifier that needs no backticks and is usable as a type name.
    public static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        let isASCIIWord = name.unicodeScalars.allSatisfy { $0 == "_" || isWordScalar($0) }
        return isASCIIWord && !keywords.contains(name) && !unusableTypeNames.contains(name)
    }

    /// `name` in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A Swift string literal, quotes included, that evaluates to `text`.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            case " "..."~":
                result.unicodeScalars.append(scalar)
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                    || scalar == "\u{2028}" || scalar == "\u{2029}"
                {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func capitalizingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `URLPath` → `urlPath`, `ID` → `id`, `Title` → `title`, `TITLE2` → `title2`.
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix { $0.isUppercase }.count
        guard capitals > 0 else { return word }
        let followedByLowercase = capitals < characters.count && characters[capitals].isLowercase
        let lowered = capitals > 1 && followedByLowercase ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// `TITLE` → `Title`: an all-capitals word reads as a word, not as letters.
    private static func normalizingCapitals(_ word: String) -> String {
        word.count > 1 && !word.contains(where: \.isLowercase) ? word.lowercased() : word
    }

    private static func prefixingDigit(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, ("0"..."9").contains(first) else { return name }
        return "_" + name
    }
}
