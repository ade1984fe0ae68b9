import Foundation

/// A locale prepared for formatting: the `Locale`, and how it writes a whole number, learned once
/// from Foundation itself so the fast path of ``ArgumentFormatter`` gives exactly Foundation's output.
struct FormatLocale: Sendable {
    let locale: Locale
    /// The grouping separator of `%ld` in this locale (`""` when it does not group), or `nil` when
    /// Foundation writes integers some other way (other digits, other group sizes): then the
    /// formatter leaves every integer to Foundation.
    let integerGrouping: String?

    init(_ locale: Locale) {
        self.locale = locale
        self.integerGrouping = Self.learnGrouping(locale)
    }

    private static func learnGrouping(_ locale: Locale) -> String? {
        let probe = String(
            format: "%ld|%ld|%ld|%ld", locale: locale, 1_234_567 as Int, -9_876_543_210 as Int, 12 as Int, 1234 as Int)
        let parts = probe.components(separatedBy: "|")
        guard parts.count == 4, parts[0].hasPrefix("1"), let middle = parts[0].range(of: "234") else { return nil }
        let separator = String(parts[0][parts[0].index(after: parts[0].startIndex)..<middle.lowerBound])
        guard parts[0] == "1" + separator + "234" + separator + "567",
            parts[1] == "-" + group("9876543210", separator: separator),
            parts[2] == "12",
            parts[3] == group("1234", separator: separator)  // Spanish and Polish do not group 4 digits
        else { return nil }
        return separator
    }

    /// Inserts `separator` every three digits from the right.
    static func group(_ digits: String, separator: String) -> String {
        guard !separator.isEmpty, digits.utf8.count > 3 else { return digits }
        var result = ""
        result.reserveCapacity(digits.utf8.count + digits.utf8.count / 3 * separator.utf8.count)
        let firstGroup = digits.utf8.count % 3
        for (offset, character) in digits.enumerated() {
            if offset > 0, (offset - firstGroup) % 3 == 0 { result += separator }
            result.append(character)
        }
        return result
    }
}
