/// One `%` specifier as the printf grammar reads it, in byte offsets of the scanned UTF-8.
///
/// ``FormatDirectiveScanner`` is the one reader of that grammar: the tools' ``FormatString`` and the
/// runtime's `PrintfTemplate` are both built from its directives, so what `check` approves is what the
/// runtime formats.
package struct FormatDirective: Sendable, Equatable {
    /// A width or a precision.
    package enum Amount: Sendable, Equatable {
        /// Digits as written (empty for a precision of a lone dot, `%.f`).
        case digits(Range<Int>)
        /// `*` (an `Int` argument) over its bytes: `*n$` gives its position, a plain `*` takes the next one.
        case star(Range<Int>, position: Int?)
    }

    /// What went wrong in a specifier that has no conversion.
    package enum Failure: Sendable, Equatable {
        /// `%` at the end of the string.
        case trailingPercent
        /// `%#@` with no name or no closing `@`.
        case incompleteVariable
        /// Flags, width… then the end of the string.
        case missingConversion
        /// A conversion character printf does not know (its bytes: `conversion`).
        case unknownConversion
    }

    /// The bytes of the specifier, its `%` included.
    package var range: Range<Int>
    /// `n$` as written (0 is invalid), or nil for an unnumbered specifier.
    package var explicitPosition: Int?
    package var flags: Range<Int>
    package var width: Amount?
    /// nil without a dot.
    package var precision: Amount?
    package var length: Range<Int>
    /// The conversion character's bytes (`d`, `@`…); empty for a `%#@name@` reference.
    package var conversion: Range<Int>
    /// The name of a `%#@name@` reference.
    package var variable: Range<Int>?
    package var failure: Failure?
    /// `%%`: a percent sign, no argument.
    package var isPercentSign = false

    init(start: Int) {
        range = start..<start
        flags = start..<start
        length = start..<start
        conversion = start..<start
    }

    /// The `*` width and precision, in the order they take arguments.
    package var stars: [(range: Range<Int>, position: Int?)] {
        var stars: [(range: Range<Int>, position: Int?)] = []
        if case .star(let range, let position) = width { stars.append((range, position)) }
        if case .star(let range, let position) = precision { stars.append((range, position)) }
        return stars
    }
}
