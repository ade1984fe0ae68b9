import LocalizationFormats

extension PrintfTemplate.Placeholder {
    /// The placeholder of a directive, its arguments numbered by `counter` (a `*` width, a `*` precision,
    /// then the value); nil for a directive the tools report as broken, which stays literal text.
    init?(_ directive: FormatDirective, bytes: [UInt8], counter: inout FormatArgumentCounter) {
        var widthPosition: Int?
        var precisionPosition: Int?
        if case .star(_, let position) = directive.width { widthPosition = counter.take(position) }
        if case .star(_, let position) = directive.precision { precisionPosition = counter.take(position) }
        guard directive.failure == nil, directive.explicitPosition != 0, widthPosition != 0, precisionPosition != 0
        else { return nil }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        let position = counter.take(directive.explicitPosition)
        if let variable = directive.variable {
            self.init(position: position, conversion: "@", variable: text(variable))
            return
        }
        self.init(
            position: position, flags: text(directive.flags),
            width: Self.amount(directive.width, bytes: bytes), widthPosition: widthPosition,
            precision: directive.precision.map { "." + Self.amount($0, bytes: bytes) } ?? "",
            precisionPosition: precisionPosition, length: text(directive.length),
            conversion: Character(Unicode.Scalar(bytes[directive.conversion.lowerBound])))
    }

    /// Digits as written but at most 9999 (Foundation crashes on a width that overflows,
    /// `%1111…1ld`), or `*`.
    private static func amount(_ amount: FormatDirective.Amount?, bytes: [UInt8]) -> String {
        switch amount {
        case .digits(let range): range.count > 4 ? "9999" : String(decoding: bytes[range], as: UTF8.self)
        case .star: "*"
        case nil: ""
        }
    }
}
