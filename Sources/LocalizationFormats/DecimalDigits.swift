/// A non-negative decimal number as digit strings, with any exponent already applied to the digits.
struct DecimalDigits: Equatable {
    /// Integer digits without leading zeros (`"0"` for zero).
    var integer: String
    /// Visible fraction digits, trailing zeros kept.
    var fraction: String
    /// CLDR's compact exponent (`c`/`e` in a sample such as `1.1c3`), or 0.
    var exponent: Int

    /// Parses `[-+]digits[.digits][(e|c)[-+]digits]`.
    ///
    /// - Parameter compactExponent: `true`: the exponent is CLDR's compact one and sets ``exponent``
    ///   (samples, displayed numbers); `false`: a scientific exponent (Swift's `1e-05`) only shifts the digits.
    init?(parsing text: String, compactExponent: Bool) {
        var scalars = Substring(text.trimmingWhitespace)
        if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
        var exponentValue = 0
        if let marker = scalars.firstIndex(where: { $0 == "e" || $0 == "E" || $0 == "c" || $0 == "C" }) {
            var exponentText = scalars[scalars.index(after: marker)...]
            let negative = exponentText.first == "-"
            if exponentText.first == "-" || exponentText.first == "+" { exponentText = exponentText.dropFirst() }
            guard !exponentText.isEmpty, exponentText.allSatisfy(\.isASCIIDigit), let value = Int(exponentText),
                value < 1000
            else { return nil }
            exponentValue = negative ? -value : value
            scalars = scalars[..<marker]
        }
        let parts = scalars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var integer = String(parts.first ?? "")
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        guard !(integer.isEmpty && fraction.isEmpty), integer.allSatisfy(\.isASCIIDigit),
            fraction.allSatisfy(\.isASCIIDigit)
        else { return nil }
        if parts.count > 1, fraction.isEmpty { return nil }
        if exponentValue > 0 {
            let moved = fraction.prefix(exponentValue)
            integer += moved + String(repeating: "0", count: exponentValue - moved.count)
            fraction = String(fraction.dropFirst(moved.count))
        } else if exponentValue < 0 {
            let shift = -exponentValue
            let padded = String(repeating: "0", count: max(0, shift - integer.count)) + integer
            fraction = String(padded.suffix(shift)) + fraction
            integer = String(padded.dropLast(shift))
        }
        let significant = integer.drop { $0 == "0" }
        self.integer = significant.isEmpty ? "0" : String(significant)
        self.fraction = fraction
        self.exponent = compactExponent ? max(0, exponentValue) : 0
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    fileprivate var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
