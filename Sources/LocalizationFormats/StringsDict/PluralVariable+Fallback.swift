extension PluralVariable {
    /// The category whose form stands for `category`: itself when present, else `other`, else the first
    /// form in CLDR category order (`zero one two few many`). The one fallback the tools and the runtime
    /// use, so no output depends on a dictionary's order (which changes with the hash seed).
    public static func fallbackCategory(
        for category: PluralCategory, in forms: [PluralCategory: String]
    ) -> PluralCategory? {
        if forms[category] != nil { return category }
        if forms[.other] != nil { return .other }
        return PluralCategory.allCases.first { forms[$0] != nil }
    }

    /// The form for `category` by ``fallbackCategory(for:in:)``; nil only without any form.
    public static func form(for category: PluralCategory, in forms: [PluralCategory: String]) -> String? {
        fallbackCategory(for: category, in: forms).flatMap { forms[$0] }
    }

    /// The form for `category`, else `other`, else the first in CLDR order.
    public func form(for category: PluralCategory) -> String? {
        Self.form(for: category, in: forms)
    }
}
