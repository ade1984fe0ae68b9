/// The operands of a CLDR plural rule for one number, as written (visible fraction digits count).
///
/// - `n`: absolute value; `i`: integer digits; `v`/`w`: number of visible fraction digits with/without
///   trailing zeros; `f`/`t`: visible fraction digits with/without trailing zeros, as a number;
///   `e`: the exponent of CLDR's compact notation (`1.2c3`, i.e. 1200 shown as "1.2K").
///
/// ```swift
/// PluralOperands(3)          // n=3 i=3 v=0
/// PluralOperands(1.5)        // n=1.5 i=1 v=1 f=5
/// PluralOperands("1.50")     // n=1.5 i=1 v=2 w=1 f=50 t=5
/// ```
public struct PluralOperands: Hashable, Sendable {
    public var n: Double
    public var i: Int
    public var v: Int
    public var w: Int
    public var f: Int
    public var t: Int
    public var e: Int

    public init(n: Double, i: Int, v: Int, w: Int, f: Int, t: Int, e: Int = 0) {
        self.n = n
        self.i = i
        self.v = v
        self.w = w
        self.f = f
        self.t = t
        self.e = e
    }

    /// The operands of a whole number: no visible fraction digits.
    public init(_ value: Int) {
        let magnitude = Int(exactly: value.magnitude) ?? Int.max
        self.init(n: Double(magnitude), i: magnitude, v: 0, w: 0, f: 0, t: 0)
    }

    /// The operands of a binary floating-point number written in its shortest form: `1.5` has one
    /// visible fraction digit, a whole `2.0` has none. To count trailing zeros (`"1.50"`, `"1.0"`),
    /// use `PluralOperands("1.50")` with the number as it is displayed.
    public init(_ value: Double) {
        let magnitude = value.magnitude
        guard magnitude.isFinite else {
            self.init(n: magnitude, i: 0, v: 0, w: 0, f: 0, t: 0)
            return
        }
        if magnitude.rounded(.towardZero) == magnitude, magnitude < 1e15 {
            self.init(Int(magnitude))
            return
        }
        let written = DecimalDigits(parsing: "\(magnitude)", compactExponent: false)
        self = written.map(PluralOperands.init(digits:)) ?? PluralOperands(n: magnitude, i: 0, v: 0, w: 0, f: 0, t: 0)
    }

    /// The operands of a number as displayed: `"1.50"`, `"-3"`, `"1000000.0"`, and CLDR's compact
    /// exponent notation of its samples (`"1c6"`, `"1.1c3"`). Returns `nil` when the text is not a number.
    public init?(_ decimal: String) {
        guard let digits = DecimalDigits(parsing: decimal, compactExponent: true) else { return nil }
        self.init(digits: digits)
    }

    private init(digits: DecimalDigits) {
        let fraction = digits.fraction
        let trimmed = fraction.reversed().drop { $0 == "0" }.reversed()
        self.init(
            n: Double(digits.integer + "." + (fraction.isEmpty ? "0" : fraction)) ?? 0,
            i: Self.wholeNumber(digits.integer),
            v: fraction.count,
            w: trimmed.count,
            f: Self.wholeNumber(fraction),
            t: Self.wholeNumber(String(trimmed)),
            e: digits.exponent
        )
    }

    /// A digit string as an `Int`. Numbers too large keep their last 17 digits (all the rules'
    /// moduli need) above 10^17, so they stay non-zero and large.
    private static func wholeNumber(_ digits: String) -> Int {
        if digits.isEmpty { return 0 }
        if let value = Int(digits), digits.count <= 18 { return value }
        let lowDigits = Int(digits.suffix(17)) ?? 0
        return 100_000_000_000_000_000 + lowDigits
    }
}
