/// The `state` a String Catalog gives a localization (`new`, `translated`, `needs_review`, `stale`),
/// from an entry's state as its reader found it: XLIFF 1.2 / 2.0 states, a catalog's own, or none
/// (a `.strings` or `.stringsdict` value, which is a translation).
public enum CatalogState {
    /// The catalog state for `state` (`nil`: `translated`), by ``ReviewState``.
    public static func from(_ state: String?) -> String {
        ReviewState(state).catalogState
    }
}
