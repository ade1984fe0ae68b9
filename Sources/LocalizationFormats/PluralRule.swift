/// One CLDR rule set: the categories a language uses and the function choosing among them.
public struct PluralRule: Sendable {
    /// The categories the rule set can produce; always contains `.other`.
    public let categories: Set<PluralCategory>
    private let evaluate: @Sendable (PluralOperands) -> PluralCategory

    public init(categories: Set<PluralCategory>, evaluate: @escaping @Sendable (PluralOperands) -> PluralCategory) {
        self.categories = categories
        self.evaluate = evaluate
    }

    /// The category of a number given by its operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        evaluate(operands)
    }
}
