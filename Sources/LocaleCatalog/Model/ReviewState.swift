/// What an entry's review state (XLIFF 1.2 / 2.0, String Catalog) says about its text: the one
/// reading that coverage, the `state` rule and the String Catalog writers share.
///
/// XLIFF 1.2 `needs-l10n` and `needs-adaptation` say only the *non-textual* parts (layout, images)
/// still need work: the text is a translation, so it counts for coverage, but the unit is not
/// finished, so `state` reports it and a String Catalog gets `needs_review` (not `new`, which would
/// call the text untranslated).
public enum ReviewState: Sendable, Hashable {
    /// No translation yet: XLIFF `new`, `needs-translation`, XLIFF 2 `initial`, catalog `new`.
    case untranslated
    /// A translation that needs another look: `needs-review-*`, `needs-l10n`, `needs-adaptation`,
    /// catalog `needs_review`.
    case needsReview
    /// A catalog `stale`: the key is no longer in the source.
    case stale
    /// Translated (`translated`, `final`, `signed-off`, `reviewed`), no state (a `.strings` value) or
    /// a state this reading does not know.
    case translated

    /// The state an XLIFF `state`, a String Catalog `state` or nothing (`nil`) says.
    public init(_ state: String?) {
        // Most entries have no state (every `.strings` value): decided before the switch, which
        // compares a missing state with each case's string first.
        guard let state else {
            self = .translated
            return
        }
        switch state {
        case "new", "needs-translation", "initial": self = .untranslated
        case "needs_review", "needs-l10n", "needs-adaptation", "needs-review-adaptation", "needs-review-l10n",
            "needs-review-translation":
            self = .needsReview
        case "stale": self = .stale
        default: self = state.hasPrefix("needs-review") ? .needsReview : .translated
        }
    }

    /// Whether the text counts as a translation (coverage, `untranslated`).
    public var isTranslated: Bool { self != .untranslated }

    /// Whether a value in this state is what the app shows, so coverage counts it: every state but an
    /// XLIFF's `new` (an exchange file's unit waiting for its translator). A String Catalog compiles every
    /// localization's value into the built table whatever its `state`; `new` only records that Xcode
    /// or a platform's export has not marked it reviewed (Xcode writes it for development values too).
    /// - Parameter inStringCatalog: the value was read from a `.xcstrings`.
    public func ships(inStringCatalog: Bool) -> Bool {
        inStringCatalog || isTranslated
    }

    /// Whether the unit is done (else the `state` rule reports it).
    public var isFinished: Bool { self == .translated }

    /// The String Catalog `state` (`new`, `translated`, `needs_review`, `stale`).
    public var catalogState: String {
        switch self {
        case .untranslated: "new"
        case .needsReview: "needs_review"
        case .stale: "stale"
        case .translated: "translated"
        }
    }
}
