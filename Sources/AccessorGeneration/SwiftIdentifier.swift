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
        if let words = asciiWords(text) { return words }
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// ``words(_:)`` of ASCII text (which folding leaves as it is), read from its bytes; nil for other
    /// text. By hand: `folding` and the scalar walk are a Foundation call and generic calls per
    /// character in a debug build.
    private static func asciiWords(_ text: String) -> [String]? {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            guard let base = bytes.baseAddress else { return [] }
            var words: [String] = []
            var start = -1
            var index = 0
            while index <= bytes.count {
                let byte = index < bytes.count ? base[index] : 0
                if byte >= 0x80 { return nil }
                let letter = byte | 0x20
                let isWordByte =
                    (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                if isWordByte, start < 0 {
                    start = index
                } else if !isWordByte, start >= 0 {
                    let word = UnsafeBufferPointer(start: base + start, count: index - start)
                    words.append(String(decoding: word, as: UTF8.self))
                    start = -1
                }
                index += 1
            }
            return words
        }
        return found ?? nil
    }

    /// `settings_title` → `settingsTitle`, `URLPath` → `urlPath`, `1st` → `_1st`; `""` when
    /// `text` has no usable character. Keywords are not escaped here: see ``escaped(_:)``.
    public static func lowerCamelCase(_ text: String) -> String {
        asciiLowerCamelCase(text) ?? lowerCamelCaseByWords(text)
    }

    /// ``lowerCamelCase(_:)`` through ``words(_:)``, for any text.
    static func lowerCamelCaseByWords(_ text: String) -> String {
        let parts = words(text)
        guard let first = parts.first else { return "" }
        let head = lowercasingLeadingCapitals(first)
        let tail = parts.dropFirst().map { capitalizingFirst(normalizingCapitals($0)) }
        return prefixingDigit(head + tail.joined())
    }

    /// ``lowerCamelCase(_:)`` of ASCII text (nearly every key; nil for other text) in one pass over its
    /// bytes. By hand: splitting into words and mapping them is ~35,000 instructions a key in a debug
    /// build (-Onone, the build plugin's), and every key is named twice (structured and flat).
    private static func asciiLowerCamelCase(_ text: String) -> String? {
        let named = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard let input = bytes.baseAddress else { return "" }
            var index = 0
            while index < bytes.count {
                if input[index] >= 0x80 { return nil }
                index += 1
            }
            // At most one byte more than the text: the `_` before a leading digit.
            return String(unsafeUninitializedCapacity: bytes.count + 1) { buffer in
                guard let output = buffer.baseAddress else { return 0 }
                return writeLowerCamelCase(input, count: bytes.count, to: output)
            }
        }
        return named ?? nil
    }

    /// Writes the name of the ASCII text at `input` to `output` (room for `count` + 1 bytes) and
    /// returns its length: the words are runs of letters and digits; the first has its leading
    /// capitals lowered (all but the last when a lowercase letter follows them: `URLPath` → `urlPath`),
    /// the others are capitalized (an all-capitals word lowered first: `TITLE` → `Title`).
    private static func writeLowerCamelCase(
        _ input: UnsafePointer<UInt8>, count: Int, to output: UnsafeMutablePointer<UInt8>
    ) -> Int {
        // Byte classes by wrapping subtraction (`A` 41, `a` 61, `0` 30), written out: a helper
        // function is a call per byte in a debug build.
        var written = 0
        var start = 0
        var isFirstWord = true
        while start < count {
            let first = input[start]
            if first &- 0x41 >= 26 && first &- 0x61 >= 26 && first &- 0x30 >= 10 {
                start += 1
                continue
            }
            var end = start
            var capitals = 0  // leading capitals of the word
            var hasLower = false
            while end < count {
                let byte = input[end]
                if byte &- 0x41 < 26 {
                    if capitals == end - start { capitals += 1 }
                } else if byte &- 0x61 < 26 {
                    hasLower = true
                } else if byte &- 0x30 >= 10 {
                    break
                }
                end += 1
            }
            // How many bytes from the start are lowered; the rest are copied (after the first byte).
            var lowered = 0
            if isFirstWord {
                let followedByLowercase = capitals < end - start && input[start + capitals] &- 0x61 < 26
                lowered = capitals > 1 && followedByLowercase ? capitals - 1 : capitals
            } else if end - start > 1 && !hasLower {
                lowered = end - start
            }
            var offset = start
            while offset < end {
                var byte = input[offset]
                if offset - start < lowered && byte &- 0x41 < 26 { byte += 0x20 }
                if !isFirstWord && offset == start && byte &- 0x61 < 26 { byte -= 0x20 }
                output[written] = byte
                written += 1
                offset += 1
            }
            isFirstWord = false
            start = end
        }
        if written > 0 && output[0] &- 0x30 < 10 {
            var offset = written
            while offset > 0 {
                output[offset] = output[offset - 1]
                offset -= 1
            }
            output[0] = 0x5F  // _
            written += 1
        }
        return written
    }

    /// `settings-screen` → `SettingsScreen`, `1st` → `_1st`; `""` when nothing is usable.
    public static func upperCamelCase(_ text: String) -> String {
        let name = prefixingDigit(words(text).map { capitalizingFirst(normalizingCapitals($0)) }.joined())
        return unusableTypeNames.contains(name) ? name + "_" : name
    }

    /// `true` for an ASCII identifier that needs no backticks and is usable as a type name.
    public static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        let isASCIIWord = name.unicodeScalars.allSatisfy {
            $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        }
        return isASCIIWord && !keywords.contains(name) && !unusableTypeNames.contains(name)
    }

    /// `name` in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A Swift string literal, quotes included, that evaluates to `text`.
    public static func stringLiteral(_ text: String) -> String {
        // Printable ASCII without `\` or `"` (most keys) is written as it is: in a debug build the
        // scalar walk below is generic calls and Unicode property lookups per scalar.
        if isPlainLiteral(text) { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
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

    /// Whether `text` is printable ASCII without `\\` (5C) or `"` (22), on its bytes with an index
    /// loop (`allSatisfy` is a generic call per byte in a debug build).
    private static func isPlainLiteral(_ text: String) -> Bool {
        let isPlain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return true }
            var index = 0
            while index < bytes.count {
                let byte = base[index]
                if byte < 0x20 || byte >= 0x7F || byte == 0x5C || byte == 0x22 { return false }
                index += 1
            }
            return true
        }
        return isPlain ?? false
    }

    private static func capitalizingFirst(_ word: String) -> String {
        // A word of `words(_:)` is ASCII: its first byte is capitalized in place of its first
        // character (a grapheme break and a case mapping per word in a debug build).
        var bytes = Array(word.utf8)
        if let first = bytes.first, first >= 0x61 && first <= 0x7A { bytes[0] = first - 0x20 }
        return String(decoding: bytes, as: UTF8.self)
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
        // On the bytes of the word (every word of `words(_:)` is ASCII), not its characters.
        guard word.utf8.count > 1, !word.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return word }
        return word.lowercased()
    }

    private static func prefixingDigit(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, ("0"..."9").contains(first) else { return name }
        return "_" + name
    }
}
