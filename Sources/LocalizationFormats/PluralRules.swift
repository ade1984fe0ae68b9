/// CLDR cardinal plural rules, generated from CLDR's `plurals.xml` (see `CLDRPluralRules.swift`).
///
/// ```swift
/// PluralRules.category(for: PluralOperands(3), language: "ru")       // .few
/// PluralRules.category(for: PluralOperands(1.5), language: "fr")     // .one
/// PluralRules.categories(for: "pt-PT")                               // [.one, .many, .other]
/// ```
public enum PluralRules {
    /// The category CLDR assigns to `operands` in `language` (`de-AT`, `zh_Hans`, `pt-BR` are accepted).
    public static func category(for operands: PluralOperands, language: String) -> PluralCategory {
        rule(for: language).category(for: operands)
    }

    /// The categories a language uses: the forms a translation must provide.
    public static func categories(for language: String) -> Set<PluralCategory> {
        rule(for: language).categories
    }

    /// The rule of `language`: its own if CLDR has one (`pt-PT`), else its base language's
    /// (`de-AT` → `de`, `zh_Hans` → `zh`), else CLDR's `root` (everything is `other`).
    ///
    /// Resolve it once and keep it where a language is used for many numbers.
    public static func rule(for language: String) -> PluralRule {
        cldrRules[resolvedLocale(for: language)] ?? cldrRules["root"]
            ?? PluralRule(categories: [.other]) { _ in .other }
    }

    /// The normalized codes of every locale CLDR gives a rule set, `root` included.
    public static var locales: [String] { cldrRules.keys.sorted() }

    /// CLDR's `x = low..high` for a decimal operand: `x` is a whole number in the range.
    static func isInteger(_ value: Double, from low: Double, to high: Double) -> Bool {
        value.rounded(.towardZero) == value && value >= low && value <= high
    }
}
