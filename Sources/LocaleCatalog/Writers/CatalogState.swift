/// The `state` a String Catalog gives a localization (`new`, `translated`, `needs_review`, `stale`),
/// from an entry's state as its reader found it: XLIFF 1.2 / 2.0 states, a catalog's own, or none
/// (a `.strings` or `.stringsdict` value, which is a translation).
public enum CatalogState {
    /// The catalog state for `state` (`nil`: `translated`).
    public static func from(_ state: String?) -> String {
        switch state {
        case nil, "translated", "final", "signed-off", "reviewed": "translated"
        case "new", "needs-translation", "initial", "needs-l10n": "new"
        case "needs_review", "needs-adaptation", "needs-review-adaptation", "needs-review-l10n",
            "needs-review-translation":
            "needs_review"
        case "stale": "stale"
        case let other?: other.hasPrefix("needs-review") ? "needs_review" : "translated"
        }
    }
}
