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
        let scalars = Array(string.unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        var end = 0
        while end < scalars.count && CharacterSet.uppercaseLetters.contains(scalars[end]) { end += 1 }
        if end > 1 && end < scalars.count && CharacterSet.lowercaseLetters.contains(scalars[end]) { end -= 1 }
        return text(scalars[..<end]).lowercased() + text(scalars[end...])
    }

    static func snakeToCamelCase(_ string: String, stripLeading: Bool) -> String {
        let camel: String
        if containsASCIILowercase(string) {
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
        let length = string.unicodeScalars.count
        let result = replacing("([A-Z\\d]+)([A-Z][a-z])", in: string, utf16Length: length)
        return replacing("([a-z\\d])([A-Z])", in: result, utf16Length: length).replacingOccurrences(of: "-", with: "_")
    }

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
