/// What one option's value must be, declared once and used by both readers of it: the
/// `localekit.json` reader (which locates a problem at the field) and the flag reader (which names
/// the flag), so the two cannot word or bound it differently.
///
/// ```swift
/// let limit = try ValueCheck.characterLimit.value(of: .text("12"), subject: "--max-length title")
/// ```
package struct ValueCheck<Value: Sendable>: Sendable {
    /// What a value of the wrong kind is told it must be (`a number from 0 to 100`).
    package let kind: String
    /// What a value of the right kind but out of bounds is told it must be (`from 0 to 100`).
    package let requirement: String
    /// Whether the value is a number (a flag's text is then shown as the number it spells).
    let isNumeric: Bool
    private let accept: @Sendable (ValueInput) -> Verdict

    /// What a value given is judged to be.
    package enum Verdict: Sendable {
        /// The value, as the option holds it.
        case accepted(Value)
        /// Not of the kind (`abc` for a number).
        case wrongKind
        /// Of the kind, outside the bounds (`120` for a percent).
        case outOfBounds
    }

    /// A check; `kind` defaults to `requirement` where the two are the same (`one of …`).
    package init(
        kind: String? = nil, requirement: String, isNumeric: Bool = false,
        accept: @escaping @Sendable (ValueInput) -> Verdict
    ) {
        self.kind = kind ?? requirement
        self.requirement = requirement
        self.isNumeric = isNumeric
        self.accept = accept
    }

    /// The value `input` gives, or the problem `subject` has.
    package func value(of input: ValueInput, subject: String) throws(ValueProblem) -> Value {
        switch accept(input) {
        case .accepted(let value): return value
        case .wrongKind: throw problem(subject, expected: kind, shown: input.shown(asNumber: isNumeric))
        case .outOfBounds: throw problem(subject, expected: requirement, shown: input.shown(asNumber: isNumeric))
        }
    }

    /// `'<subject>' must be <expected>, not <shown>`: also what the JSON reader says of a value of
    /// the wrong JSON type (`shown` is then `a string`, `an object`…).
    package func problem(_ subject: String, expected: String, shown: String) -> ValueProblem {
        ValueProblem(subject: subject, reason: "must be \(expected), not \(shown)")
    }
}

/// A value as an option reader has it: a flag's text, or a JSON string or number.
package enum ValueInput: Sendable, Hashable {
    /// A flag's value, or a JSON string.
    case text(String)
    /// A JSON number.
    case number(Double)

    /// The value as a message quotes it: a number bare (`0`, `1.5`), text in quotes.
    func shown(asNumber: Bool) -> String {
        switch self {
        case .number(let number): return Self.spelled(number)
        case .text(let text):
            if asNumber, let number = Double(text), number.isFinite { return Self.spelled(number) }
            return "'\(text)'"
        }
    }

    /// A whole number without its `.0` (within `Int`'s range), else Swift's spelling.
    static func spelled(_ number: Double) -> String {
        abs(number) < 1e15 && number == number.rounded() ? String(Int(number)) : String(number)
    }
}
