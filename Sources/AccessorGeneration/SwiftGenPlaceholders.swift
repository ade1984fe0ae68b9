import Foundation
import LocalizationFormats

/// SwiftGen 6.6's placeholder types: the conversions its regular expression finds in a format,
/// by position (`%2$@`), holes omitted; `@` → `String`, `d i o u x` → `Int`, `a e f g` → `Float`,
/// `c` → `CChar`, `s` → `UnsafePointer<CChar>`, `p` → `UnsafeRawPointer`.
enum SwiftGenPlaceholders {
    struct Conflict: Error {
        var reason: String
    }

    static func types(in format: String) -> Result<[String], Conflict> {
        let text = format as NSString
        var byPosition: [Int: String] = [:]
        var next = 1
        for match in pattern.matches(in: format, range: NSRange(location: 0, length: text.length)) {
            let conversionRange = match.range(at: 3).location != NSNotFound ? match.range(at: 3) : match.range(at: 2)
            let conversion = text.substring(with: conversionRange)
            var position: Int?
            let positionRange = match.range(at: 1)
            if positionRange.location != NSNotFound {
                let digits = text.substring(
                    with: NSRange(location: positionRange.location, length: positionRange.length - 1))
                if let value = Int(digits), value <= 0 { continue }
                position = Int(digits)
            }
            guard let type = type(of: conversion) else { continue }
            let index: Int
            if let position {
                index = position
            } else {
                index = next
                next += 1
            }
            if let existing = byPosition[index], existing != type {
                return .failure(Conflict(reason: "placeholder \(index) is both \(existing) and \(type)"))
            }
            byPosition[index] = type
        }
        return .success(byPosition.sorted { $0.key < $1.key }.map(\.value))
    }

    /// The format with every `%#@name@` replaced by `%` and the variable's value type (`%d`), as
    /// SwiftGen types a plural.
    static func formatWithValueTypes(_ plural: PluralTranslation) -> String {
        var result = plural.format as NSString
        let matches = variable.matches(in: plural.format, range: NSRange(location: 0, length: result.length))
        for match in matches.reversed() {
            let name = result.substring(with: match.range(at: 2))
            guard let valueType = plural.variable(named: name)?.valueType else { continue }
            let position =
                match.range(at: 1).location != NSNotFound ? result.substring(with: match.range(at: 1)) + "$" : ""
            result = result.replacingCharacters(in: match.range, with: "%\(position)\(valueType)") as NSString
        }
        return result as String
    }

    private static func type(of conversion: String) -> String? {
        switch conversion.lowercased() {
        case "@": "String"
        case "a", "e", "f", "g": "Float"
        case "d", "i", "o", "u", "x": "Int"
        case "c": "CChar"
        case "s": "UnsafePointer<CChar>"
        case "p": "UnsafeRawPointer"
        default: nil
        }
    }

    /// `%`, an optional position, SwiftGen's flags-width-precision, then a conversion, not after an
    /// odd run of `%`.
    private static let pattern = regex(
        #"(?:^|(?<!%)(?:%%)*)%(\d+\$)?[-+# 0]?\d?(?:\.\d)?(@|(?:h|hh|l|ll|q|z|t|j)?([dioux])|[aefg]|[csp])"#,
        options: .caseInsensitive)
    private static let variable = regex(#"%(?>(\d+)\$)?#@([\w\.\p{Pd}]+)@"#)

    private static func regex(_ pattern: String, options: NSRegularExpression.Options = []) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: options)
        } catch {
            preconditionFailure("invalid pattern \(pattern): \(error)")
        }
    }
}
