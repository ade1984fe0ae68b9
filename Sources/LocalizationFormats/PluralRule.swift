/// One CLDR rule set: the categories a language uses and the function choosing among them.
public struct PluralRule: Sendable {
    /// The categories the rule set can produce; always contains `.other`.
    public let categories: Set<PluralCategory>
    /// The name of a CLDR rule set (one of `PluralRules`'s `rules_…`), which many locales share: what
    /// is worked out from a rule alone is cached by it. Nil for a rule made by hand.
    let ruleSet: String?
    private let evaluate: @Sendable (PluralOperands) -> PluralCategory

    public init(categories: Set<PluralCategory>, evaluate: @escaping @Sendable (PluralOperands) -> PluralCategory) {
        self.init(ruleSet: nil, categories: categories, evaluate: evaluate)
    }

    init(
        ruleSet: String?, categories: Set<PluralCategory>,
        evaluate: @escaping @Sendable (PluralOperands) -> PluralCategory
    ) {
        self.ruleSet = ruleSet
        self.categories = categories
        self.evaluate = evaluate
    }

    /// The category of a number given by its operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        evaluate(operands)
    }
}
