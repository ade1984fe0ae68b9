import Foundation

/// StencilSwiftKit's string transformations, with their exact results (including the ASCII-only
/// lower-case test and the regex ranges counted in scalars).
enum SwiftKitText {
    static func upperFirstLetter(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return string }
        return String(first).uppercased() + String(string.unicodeScalars.dropFirst())
    }

    static func lowerFirstLetter(_ string: String) -> String {
        String(string.prefix(1)).lowercased() + String(string.dropFirst())
    }

    /// The leading capitals lower-cased, all but the last when a lower-case letter follows
    /// (`URLTitle` → `urlTitle`).
    static func lowerFirstWord(_ string: String) -> String {
        guard var bytes = ASCIIText(string)?.bytes else { return scalarLowerFirstWord(string) }
        var end = 0
        while end < bytes.count && isUpper(bytes[end]) { end += 1 }
        if end > 1 && end < bytes.count && isLower(bytes[end]) { end -= 1 }
        for index in 0..<end { bytes[index] += 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `lowerFirstWord` with Unicode's letter categories, for any text.
    static func scalarLowerFirstWord(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        var end = 0
        while end < scalars.count && CharacterSet.uppercaseLetters.contains(scalars[end]) { end += 1 }
        if end > 1 && end < scalars.count && CharacterSet.lowercaseLetters.contains(scalars[end]) { end -= 1 }
        return text(scalars[..<end]).lowercased() + text(scalars[end...])
    }

    static func snakeToCamelCase(_ string: String, stripLeading: Bool) -> String {
        let camel: String
        if let ascii = ASCIIText(string), ascii.bytes.contains(where: isLower) {
            camel = ascii.capitalizingSnakeParts()
        } else if containsASCIILowercase(string) {
            camel = string.components(separatedBy: "_").map(upperFirstLetter).joined()
        } else {
            camel = snakeCase(string).components(separatedBy: "_").map(\.capitalized).joined()
        }
        guard !stripLeading else { return camel }
        return String(repeating: "_", count: string.unicodeScalars.prefix { $0 == "_" }.count) + camel
    }

    /// `ABCDef` → `ABC_Def`, `abC` → `ab_C`, `-` → `_`; both passes over the original's length in
    /// scalars, as StencilSwiftKit passes it.
    static func snakeCase(_ string: String) -> String {
        asciiSnakeCase(string) ?? regexSnakeCase(string)
    }

    /// `snakeCase` with Foundation's regular expressions: the reference, and the path for text that is
    /// not ASCII (where `\d` is any decimal digit and the second pass's end is counted in UTF-16).
    static func regexSnakeCase(_ string: String) -> String {
        let length = string.unicodeScalars.count
        let result = replacing("([A-Z\\d]+)([A-Z][a-z])", in: string, utf16Length: length)
        return replacing("([a-z\\d])([A-Z])", in: result, utf16Length: length).replacingOccurrences(of: "-", with: "_")
    }

    /// `snakeCase` by hand for ASCII text without `\r` (where the second pass could end inside a `\r\n`
    /// character and be skipped); nil for any other text. The regexes cost most of a render on Linux.
    static func asciiSnakeCase(_ string: String) -> String? {
        guard let bytes = ASCIIText(string)?.bytes, !bytes.contains(0x0D) else { return nil }
        let first = splittingCapitalRuns(bytes)
        // The second pass sees only the original's length of the first pass's result.
        let length = bytes.count
        var output: [UInt8] = []
        output.reserveCapacity(first.count + 4)
        var index = 0
        while index < first.count {
            let byte = first[index]
            if index + 1 < length && (isLower(byte) || isDigit(byte)) && isUpper(first[index + 1]) {
                output += [byte, 0x5F, first[index + 1]]
                index += 2
            } else {
                output.append(byte == 0x2D ? 0x5F : byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `([A-Z\d]+)([A-Z][a-z])` → `$1_$2`: a run of two or more capitals and digits ending in a
    /// capital that a lower-case letter follows gets `_` before that capital.
    private static func splittingCapitalRuns(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 4)
        var index = 0
        while index < bytes.count {
            var end = index
            while end < bytes.count && (isUpper(bytes[end]) || isDigit(bytes[end])) { end += 1 }
            if end == index {
                output.append(bytes[index])
                index += 1
                continue
            }
            if end - index >= 2 && isUpper(bytes[end - 1]) && end < bytes.count && isLower(bytes[end]) {
                output += bytes[index..<end - 1]
                output += [0x5F, bytes[end - 1]]
            } else {
                output += bytes[index..<end]
            }
            index = end
        }
        return output
    }

    static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// `$1_$2` for every match of `pattern` within the first `utf16Length` UTF-16 units.
    private static func replacing(_ pattern: String, in string: String, utf16Length: Int) -> String {
        let utf16 = string.utf16
        let end = utf16.index(utf16.startIndex, offsetBy: min(utf16Length, utf16.count))
        guard let bound = end.samePosition(in: string) else { return string }
        return string.replacingOccurrences(
            of: pattern, with: "$1_$2", options: .regularExpression, range: string.startIndex..<bound)
    }

    static func escapingKeyword(_ string: String) -> String {
        reservedKeywords.contains(string) ? "`\(string)`" : string
    }

    static func basename(_ path: String) -> String {
        (path as NSString).lastPathComponent
    }

    static func dirname(_ path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : (parent as NSString).standardizingPath
    }

    private static func containsASCIILowercase(_ string: String) -> Bool {
        string.utf16.prefix(string.unicodeScalars.count).contains { (0x61...0x7A).contains($0) }
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    static let reservedKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is",
        "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "_", "#available",
        "#colorLiteral", "#column", "#else", "#elseif", "#endif", "#file", "#fileLiteral", "#function", "#if",
        "#imageLiteral", "#line", "#selector", "#sourceLocation", "associativity", "convenience", "dynamic",
        "didSet", "final", "get", "infix", "indirect", "lazy", "left", "mutating", "none", "nonmutating",
        "optional", "override", "postfix", "precedence", "prefix", "Protocol", "required", "right", "set", "Type",
        "unowned", "weak", "willSet",
    ]
}
