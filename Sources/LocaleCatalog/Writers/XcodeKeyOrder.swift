import Foundation

/// The order Xcode gives the members of a String Catalog's objects (the keys of `strings`, the
/// languages of `localizations`, the fields of each).
///
/// Found by sorting every object of the corpus's 129 Xcode-saved catalogs with candidate
/// comparisons: Unicode collation, not code points. Punctuation and symbols come before digits
/// and letters (`- %@` < `(active)` < `%.1f pixel(s)` < `⌘ (Command)` < `Accelerated`), case
/// is ignored (`Apple Silicon` < `AppleID` < `AppUpdates`, `zh-Hans` < `zh-Hant` < `zh-HK`), and
/// of two keys that differ only in case the lower-case one comes first (`Connect` < `CONNECT`).
/// That is Foundation's localized standard comparison; it runs here with a fixed locale so the
/// order does not depend on the machine.
public enum XcodeKeyOrder {
    private static let locale = Locale(identifier: "en")

    /// Whether `lhs` comes before `rhs` in a catalog Xcode writes.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.compare(rhs, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], locale: locale)
            == .orderedAscending
    }
}
