extension PluralRules {
    /// The categories a count of `argument` kind can select in `language`, by the compiled rules
    /// evaluated on sample numbers that cross every rule's boundaries (checked against CLDR's own
    /// samples in `PluralReachabilityTests`).
    ///
    /// ```swift
    /// PluralRules.reachableCategories(for: "ru", argument: .integer)        // [.one, .few, .many]
    /// PluralRules.reachableCategories(for: "ru", argument: .floatingPoint)  // [.one, .few, .many, .other]
    /// ```
    public static func reachableCategories(for language: String, argument: PluralArgumentKind) -> Set<PluralCategory> {
        let reachability = reachability(of: resolvedLocale(for: language))
        return argument == .integer ? reachability.integer : reachability.floatingPoint
    }

    /// The categories a plural of `argument` kind must have a form for in `language`: those a count of
    /// that kind can select under the compiled rules and that CLDR ``baselineCLDRVersion`` gives the
    /// language too. A category only newer CLDR has (Vietnamese `one`) is not demanded: the platforms
    /// whose CLDR lacks it never select it, and the newer ones fall back to `other`.
    public static func requiredCategories(for language: String, argument: PluralArgumentKind) -> Set<PluralCategory> {
        let reachable = reachableCategories(for: language, argument: argument)
        guard let baseline = baselineCategories[resolvedLocale(for: language)] else { return reachable }
        return reachable.intersection(baseline)
    }

    /// The categories a count of `argument` kind selects in `language` under some supported CLDR
    /// release: the reachable ones, plus those only the baseline release has (Hebrew `many`, CLDR
    /// 41). A form for any other category (`zero` aside, Apple's override for 0) is never shown.
    public static func selectableCategories(for language: String, argument: PluralArgumentKind) -> Set<PluralCategory> {
        let baselineOnly = (baselineCategories[resolvedLocale(for: language)] ?? []).subtracting(
            categories(for: language))
        return reachableCategories(for: language, argument: argument).union(baselineOnly)
    }

    /// The key `cldrRules` resolves `language` through (`de-AT` → `de`), else `root`.
    static func resolvedLocale(for language: String) -> String {
        // Remembered per spelling: the rules ask it for every plural of every language, and working
        // it out normalizes and splits the code each time.
        if let known = resolvedLocales.withLock({ $0[language] }) { return known }
        let resolved = LanguageCode.fallbacks(of: language).first { cldrRules[$0] != nil } ?? "root"
        resolvedLocales.withLock { $0[language] = resolved }
        return resolved
    }

    private static let resolvedLocales = Synchronized<[String: String]>([:])

    private struct Reachability: Sendable {
        var integer: Set<PluralCategory> = []
        var floatingPoint: Set<PluralCategory> = []

        static let root = Reachability(integer: [.other], floatingPoint: [.other])
    }

    /// Worked out on first use for each rule set asked about (a few thousand rule evaluations each; a
    /// check asks about the catalog's languages, not all of CLDR's).
    private static let reachabilityByRuleSet = Synchronized<[String: Reachability]>([:])

    private static func reachability(of locale: String) -> Reachability {
        guard let rule = cldrRules[locale] else { return Reachability.root }
        // By rule set: a catalog's ~100 languages share a few dozen, each a few thousand rule evaluations.
        let key = rule.ruleSet ?? locale
        if let known = reachabilityByRuleSet.withLock({ $0[key] }) { return known }
        let all = mask(of: rule.categories)
        let integer = reached(by: sampleIntegers, under: rule, from: 0, all: all)
        let floatingPoint = reached(by: sampleFractions, under: rule, from: integer, all: all)
        let reachability = Reachability(integer: categories(in: integer), floatingPoint: categories(in: floatingPoint))
        reachabilityByRuleSet.withLock { $0[key] = reachability }
        return reachability
    }

    /// The categories `samples` select under `rule`, added to `found`, as a mask (``bit(of:)``); the
    /// samples stop once every category of the rule (`all`) is found.
    private static func reached(by samples: [PluralOperands], under rule: PluralRule, from found: UInt8, all: UInt8)
        -> UInt8
    {
        var found = found
        for sample in samples {
            if found == all { break }
            found |= bit(of: rule.category(for: sample))
        }
        return found
    }

    private static func bit(of category: PluralCategory) -> UInt8 {
        switch category {
        case .zero: 1
        case .one: 2
        case .two: 4
        case .few: 8
        case .many: 16
        case .other: 32
        }
    }

    private static func mask(of categories: Set<PluralCategory>) -> UInt8 {
        categories.reduce(0) { $0 | bit(of: $1) }
    }

    private static func categories(in mask: UInt8) -> Set<PluralCategory> {
        Set(PluralCategory.allCases.filter { mask & bit(of: $0) != 0 })
    }

    /// Every whole number to 1000 (the rules test `n % 100` and ranges below 1000) and the powers of
    /// ten to 10^9 (French `many` is a multiple of a million).
    private static let sampleIntegers: [PluralOperands] =
        (Array(0...1000) + [10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]).map {
            PluralOperands($0)
        }

    /// Fractions as a binary floating-point count is written (no trailing zero): one digit after
    /// the whole numbers to 120 (the rules test `i % 100` and `n % 10`), a thousand and a million, and
    /// two digits after 0, 1 and 2 (rules test `f % 100`). Made from integers, not written and parsed.
    static let sampleFractions: [PluralOperands] = {
        var samples: [PluralOperands] = []
        for whole in Array(0...120) + [1000, 1_000_000] {
            for digit in 1...9 { samples.append(fraction(whole, digits: digit, visible: 1)) }
        }
        for whole in 0...2 {
            for digits in 1...99 where digits % 10 != 0 { samples.append(fraction(whole, digits: digits, visible: 2)) }
        }
        return samples
    }()

    /// The operands of `whole`, then `visible` fraction digits whose value is `digits` (the last one
    /// not zero); `n` is the quotient of two exact integers, rounded as parsing the written form rounds.
    private static func fraction(_ whole: Int, digits: Int, visible: Int) -> PluralOperands {
        let scale = visible == 1 ? 10 : 100
        return PluralOperands(
            n: Double(whole * scale + digits) / Double(scale), i: whole, v: visible, w: visible, f: digits, t: digits)
    }
}
