import Foundation

/// The order Xcode gives the members of a String Catalog's objects (the keys of `strings`, the
/// languages of `localizations`, the fields of each).
///
/// Xcode saves a catalog as `JSONSerialization` writes `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]` (two-space indentation, `" : "`, `{\n\n}` for an empty object, no
/// final newline). Apple's `NSJSONSerialization.h` says sorted keys are compared "using
/// `[NSLocale systemLocale]`" and "`NSNumericSearch`"; swift-corelibs-foundation's
/// `JSONSerialization.swift` (and swift-foundation's `JSONWriter.swift` on Apple platforms) spell
/// the comparison out: `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering],
/// range:locale: NSLocale.system)`. That is Unicode collation (the root locale's), not code points:
/// punctuation and symbols before digits and letters (`- %@` < `(active)` < `%.1f pixel(s)` <
/// `⌘ (Command)` < `Accelerated`), case ignored (`Apple Silicon` < `AppleID` < `AppUpdates`,
/// `zh-Hans` < `zh-Hant` < `zh-HK`), numbers by value (`Item 2` < `Item 10`), and of two keys that
/// differ only in case the lower-case one first (`Connect` < `CONNECT`, the forced ordering).
///
/// Checked on the corpus's catalogs, the field sweep's and the 2,108 versions of CotEditor's catalogs
/// in its history (docs/format.md): a version out of this order was written by hand or by a tool, and
/// the next Xcode save put it in order.
public enum XcodeKeyOrder {
    /// The system locale (the root collation), as `NSLocale.system` is: the order does not depend
    /// on the machine's language.
    private static let locale = Locale(identifier: "")

    /// Whether `lhs` comes before `rhs` in a catalog Xcode writes.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.compare(rhs, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: locale)
            == .orderedAscending
    }
}
