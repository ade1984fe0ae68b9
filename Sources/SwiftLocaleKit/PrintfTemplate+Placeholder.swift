import LocalizationFormats

extension PrintfTemplate.Placeholder {
    /// The placeholder of a directive `FormatSegments` reads as one, its arguments numbered by `counter`
    /// (a `*` width, a `*` precision, then the value).
    init(_ directive: FormatDirective, bytes: [UInt8], counter: inout FormatArgumentCounter) {
        let (widthPosition, precisionPosition) = Self.takeStars(of: directive, counter: &counter)
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

    /// The positions of the directive's `*` width and `*` precision, taken from `counter` in that order.
    @discardableResult
    static func takeStars(
        of directive: FormatDirective, counter: inout FormatArgumentCounter
    ) -> (width: Int?, precision: Int?) {
        var widthPosition: Int?
        var precisionPosition: Int?
        if case .star(_, let position) = directive.width { widthPosition = counter.take(position) }
        if case .star(_, let position) = directive.precision { precisionPosition = counter.take(position) }
        return (widthPosition, precisionPosition)
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
