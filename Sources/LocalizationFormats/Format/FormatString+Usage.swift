import Foundation

extension FormatString {
    /// Whether a development-language text is used as a format string, the one decision `check`, the
    /// generator and the runtime's callers share: it has `%%`, or a placeholder other than a `%`
    /// followed by a space. That one is prose (`"not 100% guaranteed"` parses as `% g`, `"up to 70% for"`
    /// as `% f`), or an app's own placeholder filled by `replacingOccurrences` (`"%0 cores"` parses as
    /// `%0 c`): a text that reads as a format only by accident gets no arguments, so no accessor passes
    /// it through `String(format:)`.
    ///
    /// An `NSRuleEditor`/`NSPredicateEditor` formatting string (`"%[Author,Subject]@ %[is,is not]@ %@"`,
    /// translated as `"%1$[Autor,Betreff]@ …"`) is no format either: the editor reads it, never
    /// `String(format:)`.
    public static func isFormat(_ text: String) -> Bool {
        guard text.containsUTF8(UInt8(ascii: "%")), !isRuleEditorFormat(text) else { return false }
        return hasEscapedPercent(text) || FormatString(parsing: text).placeholders.contains { !$0.spec.contains(" ") }
    }

    /// Whether `text` holds a rule editor's `%[…]@` (or `%1$[…]@`) token.
    public static func isRuleEditorFormat(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "%") else { continue }
            var next = index + 1
            while next < bytes.count, bytes[next] >= UInt8(ascii: "0"), bytes[next] <= UInt8(ascii: "9") { next += 1 }
            if next > index + 1, next < bytes.count, bytes[next] == UInt8(ascii: "$") { next += 1 }
            guard next < bytes.count, bytes[next] == UInt8(ascii: "["),
                let close = bytes[next...].firstIndex(of: UInt8(ascii: "]")), close + 1 < bytes.count,
                bytes[close + 1] == UInt8(ascii: "@")
            else { continue }
            return true
        }
        return false
    }

    /// Whether `string` has `%%`.
    private static func hasEscapedPercent(_ string: String) -> Bool {
        var previous: UInt8 = 0
        for byte in string.utf8 {
            if byte == UInt8(ascii: "%") && previous == UInt8(ascii: "%") { return true }
            previous = byte
        }
        return false
    }

}
