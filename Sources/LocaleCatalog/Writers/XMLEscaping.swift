/// Escaping for XML text and attribute values that survives a parser's normalization.
///
/// XML 1.0 cannot hold U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE and U+FFFF at all, not
/// even as character references (``isAllowedInXML(_:)``). Each function says what becomes of them:
/// XLIFF texts write them as inline elements (``xliffText(_:version:)``), which the XLIFF reader turns
/// back; keys as escapes a marker attribute announces (``xliffKey(_:)``); everything else that must
/// stay well-formed (notes, attributes, HTML) as U+FFFD.
package enum XMLEscaping {
    /// `&`, `<`, `>` as entities; a carriage return as `&#13;` (a parser would turn a literal one into
    /// `\n`); a character XML cannot hold as U+FFFD.
    package static func text(_ string: String) -> String {
        escape(string, attribute: false) { result, _, _ in result.unicodeScalars.append(replacement) }
    }

    /// Like ``text(_:)`` plus `"`, and tab and newline as references (attribute normalization would
    /// turn them into spaces).
    package static func attribute(_ string: String) -> String {
        escape(string, attribute: true) { result, _, _ in result.unicodeScalars.append(replacement) }
    }

    /// Like ``text(_:)``, but a character XML cannot hold is written as it is, so the bytes are not
    /// well-formed XML 1.0 there: a `.stringsdict` has no element for it, CoreFoundation writes and reads it
    /// raw, and U+FFFD would change the app's text.
    package static func propertyListText(_ string: String) -> String {
        escape(string, attribute: false) { result, scalar, _ in result.unicodeScalars.append(scalar) }
    }

    /// The text of an XLIFF `<source>` or `<target>`: like ``text(_:)``, but a character XML cannot hold
    /// is an inline element the reader turns back: `<cp hex="0018"/>` in 2.0 (the spec's Code Point
    /// element), `<x id="cp1" ctype="x-cp-0018"/>` in 1.2 (ids numbered in the text).
    package static func xliffText(_ string: String, version: XLIFFVersion) -> String {
        escape(string, attribute: false) { result, scalar, index in
            let hex = hex4(scalar)
            switch version {
            case .v1_2: result += "<x id=\"cp\(index)\" ctype=\"\(codePointType)\(hex)\"/>"
            case .v2_0: result += "<cp hex=\"\(hex)\"/>"
            }
        }
    }

    /// The `ctype` of XLIFF 1.2 `<x/>` elements that stand for one character, followed by its hex code point.
    package static let codePointType = "x-cp-"

    /// A key as an XLIFF unit's `id` (1.2) or `name` (2.0) attribute. A key XML can hold is
    /// ``attribute(_:)`` of it and `escaped` is false. Otherwise each `\` is written `\\` and each
    /// character XML cannot hold `\uHHHH`, and the unit carries ``escapedKeyAttribute`` so that the reader
    /// undoes it (``unescapedKey(_:)``).
    package static func xliffKey(_ key: String) -> (value: String, escaped: Bool) {
        guard !key.unicodeScalars.allSatisfy(isAllowedInXML) else { return (attribute(key), false) }
        var escaped = ""
        for scalar in key.unicodeScalars {
            if scalar == "\\" {
                escaped += "\\\\"
            } else if isAllowedInXML(scalar) {
                escaped.unicodeScalars.append(scalar)
            } else {
                escaped += "\\u" + hex4(scalar)
            }
        }
        return (attribute(escaped), true)
    }

    /// The attribute that marks a unit whose key is escaped: `localekit:key="escaped"`, in ``namespace``.
    package static let escapedKeyAttribute =
        "xmlns:localekit=\"\(namespace)\" localekit:key=\"escaped\""

    /// The namespace of localekit's own XLIFF attributes.
    package static let namespace = "urn:swiftlocalekit:xliff"

    /// The key ``xliffKey(_:)`` escaped: `\\` → `\`, `\uHHHH` → the character; any other `\` stays.
    package static func unescapedKey(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalars[index] == "\\", next == "\\" {
                result.append("\\")
                index += 2
            } else if scalars[index] == "\\", next == "u", index + 6 <= scalars.count,
                let decoded = codePoint(hex: String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 6)])))
            {
                result.append(decoded)
                index += 6
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// The character of a `<cp hex>` (or an `x-cp-` ctype): 1 to 6 hex digits naming a Unicode scalar.
    package static func codePoint(hex: String) -> Unicode.Scalar? {
        guard (1...6).contains(hex.utf8.count), hex.utf8.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16)
        else { return nil }
        return Unicode.Scalar(value)
    }

    /// Whether XML 1.0's `Char` production allows `scalar` (Swift strings hold no surrogates).
    package static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xFFFD, 0x10000...: true
        default: false
        }
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    private static func hex4(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Escapes `string`; `disallowed` writes a character XML cannot hold, given its 1-based count in the text.
    private static func escape(
        _ string: String, attribute: Bool,
        disallowed: (inout String, Unicode.Scalar, Int) -> Void
    ) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        var count = 0
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where attribute: result += "&quot;"
            case "\n" where attribute: result += "&#10;"
            case "\t" where attribute: result += "&#9;"
            case _ where !isAllowedInXML(scalar):
                count += 1
                disallowed(&result, scalar, count)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }
}
