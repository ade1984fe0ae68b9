import Foundation

/// Reads the printf grammar: each `%` of a string as a ``FormatDirective``, in order.
///
/// `%[n$][flags][width][.precision][length]conversion`, where width and precision are digits, `*` or
/// `*n$`; or `%[n$][width][.precision]#@name@` (CoreFoundation's `%#@` key: width and precision before it
/// are read and ignored). `%%` is a directive too (``FormatDirective/isPercentSign``), so a reader that
/// rebuilds the text sees every `%`. Works on UTF-8 bytes: every character of a specifier but a
/// variable name is ASCII.
package struct FormatDirectiveScanner {
    package let bytes: [UInt8]
    private var index = 0

    package init(_ string: String) {
        bytes = Array(string.utf8)
    }

    /// The next directive, or nil at the end of the string.
    package mutating func next() -> FormatDirective? {
        guard index < bytes.count, let found = bytes[index...].firstIndex(of: UInt8(ascii: "%")) else {
            index = bytes.count
            return nil
        }
        index = found
        var directive = FormatDirective(start: index)
        scan(&directive)
        directive.range = directive.range.lowerBound..<index
        return directive
    }

    private mutating func scan(_ directive: inout FormatDirective) {
        index += 1
        guard index < bytes.count else {
            directive.failure = .trailingPercent
            return
        }
        if bytes[index] == UInt8(ascii: "%") {
            directive.conversion = index..<index + 1
            directive.isPercentSign = true
            index += 1
            return
        }
        directive.explicitPosition = scanPosition()
        if scanVariable(&directive) { return }
        let flagsStart = index
        while index < bytes.count, Self.isFlag(bytes[index]) { index += 1 }
        directive.flags = flagsStart..<index
        directive.width = scanAmount()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            directive.precision = scanAmount() ?? .digits(index..<index)
        }
        if scanVariable(&directive) { return }
        let lengthStart = index
        scanLength()
        directive.length = lengthStart..<index
        guard index < bytes.count else {
            directive.failure = .missingConversion
            return
        }
        let conversionStart = index
        index += 1
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        directive.conversion = conversionStart..<index
        if index != conversionStart + 1 || PlaceholderType(conversion: Unicode.Scalar(bytes[conversionStart])) == nil {
            directive.failure = .unknownConversion
        }
    }

    /// `#@name@` at `index`: true when there is one (complete or not).
    private mutating func scanVariable(_ directive: inout FormatDirective) -> Bool {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@")
        else { return false }
        index += 2
        let nameStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "@") { index += 1 }
        guard index < bytes.count, index > nameStart else {
            directive.failure = .incompleteVariable
            index = max(index, nameStart)
            return true
        }
        directive.variable = nameStart..<index
        index += 1
        return true
    }

    /// `n$` at `index`: the position, or nil (and `index` unchanged) when there is none.
    private mutating func scanPosition() -> Int? {
        var cursor = index
        var value = 0
        while cursor < bytes.count, Self.isDigit(bytes[cursor]) {
            value = min(value * 10 + Int(bytes[cursor]) - 48, 1_000_000)
            cursor += 1
        }
        guard cursor > index, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$") else { return nil }
        index = cursor + 1
        return value
    }

    /// Digits, `*` or `*n$`; nil when there is neither.
    private mutating func scanAmount() -> FormatDirective.Amount? {
        if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
            let offset = index
            index += 1
            let position = scanPosition()
            return .star(offset..<index, position: position)
        }
        let start = index
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        return index > start ? .digits(start..<index) : nil
    }

    /// `hh h ll l q z t j L`.
    private mutating func scanLength() {
        guard index < bytes.count else { return }
        switch bytes[index] {
        case UInt8(ascii: "h"), UInt8(ascii: "l"):
            let letter = bytes[index]
            index += 1
            if index < bytes.count, bytes[index] == letter { index += 1 }
        case UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"), UInt8(ascii: "L"):
            index += 1
        default:
            break
        }
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// `-+ #0'`.
    @inline(__always)
    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"),
            UInt8(ascii: "'"):
            true
        default: false
        }
    }
}
