// CONTRACT STUB — replaced by rules generated from CLDR (issue 5). Signatures are fixed; others code against them.

/// The operands of a CLDR plural rule (n, i, v, w, f, t, e) for one number.
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

    public init(_ value: Int) {
        self.init(n: Double(value.magnitude), i: Int(value.magnitude), v: 0, w: 0, f: 0, t: 0)
    }
}

/// CLDR cardinal plural rules.
public enum PluralRules {
    /// The category CLDR assigns to `operands` in `language` (`de-AT`, `zh_Hans`, `pt-BR` are accepted).
    public static func category(for operands: PluralOperands, language: String) -> PluralCategory {
        .other
    }

    /// The categories a language uses: the forms a translation must provide.
    public static func categories(for language: String) -> Set<PluralCategory> {
        [.other]
    }
}
