/// A parsed printf-style format string.
///
/// ```swift
/// let format = FormatString(parsing: "%2$@ has %1$ld files")
/// format.placeholders.map(\.type)  // [.string, .int]
/// format.argumentTypes             // [.int, .string]
/// ```
public struct FormatString: Hashable, Sendable {
    /// In order of appearance; `%%` is not a placeholder. A `*` width or precision is a placeholder of type
    /// `Int` with conversion `*`.
    public var placeholders: [FormatPlaceholder]
    public var problems: [FormatProblem]

    public init(placeholders: [FormatPlaceholder], problems: [FormatProblem]) {
        self.placeholders = placeholders
        self.problems = problems
    }

    /// Parses `%[n$][flags][width][.precision][length]conversion` and `%#@var@` references.
    ///
    /// Unknown conversions, numbered and unnumbered specifiers naming one argument (`"%1$d of %d"`), one
    /// argument used with two types, position 0 and a `%` at the end are ``problems``; nothing is
    /// dropped silently.
    ///
    /// `firstImplicitPosition` is the argument the first unnumbered specifier takes (1 for a whole
    /// string). Numbered specifiers (`%2$d`) are absolute whatever it is, as in CoreFoundation, where
    /// `__CFStringAppendFormatCore` starts its unnumbered count at `initialArgPosition` and reads
    /// `n$` as argument `n - 1`.
    public init(parsing string: String, firstImplicitPosition: Int = 1) {
        // Most strings have no `%`: one search instead of a scanner and its arrays (and `check` parses every
        // string several times).
        if !string.containsUTF8(UInt8(ascii: "%")) {
            self.init(placeholders: [], problems: [])
            return
        }
        var scanner = FormatSpecifierScanner(string, firstImplicitPosition: firstImplicitPosition)
        scanner.scan()
        self.init(placeholders: scanner.placeholders, problems: scanner.problems)
    }

    /// The type of each argument, by position from 1: `argumentTypes[0]` is argument 1. `nil` where an
    /// argument is only a `%#@var@` reference (its type comes from the variable) or is never used.
    public var argumentTypes: [PlaceholderType?] {
        let count = placeholders.map(\.position).max() ?? 0
        var types = [PlaceholderType?](repeating: nil, count: count)
        for placeholder in placeholders where placeholder.position > 0 {
            if types[placeholder.position - 1] == nil { types[placeholder.position - 1] = placeholder.type }
        }
        return types
    }

    /// The variable names of the `%#@var@` references, in order of appearance.
    public var variableNames: [String] {
        placeholders.compactMap(\.variable)
    }
}
