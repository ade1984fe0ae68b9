import Foundation
import LocaleCatalog
import LocalizationFormats

/// `number-mismatch`: a translation replaces a number of the development value by another (`5 GB` →
/// `10 GB`, `12 hours` → `24 Stunden`), or leaves out a translatewiki placeholder (`$1`).
///
/// A number written as a word on either side is a translation, not a defect ("2-digit" →
/// "dvoznamenkasti", "12 hours" → "半天", "up to four shortcuts" → "最大4つ", "Six updates 2 s apart"
/// → "2秒間隔で6回"): digits the translation only adds, or only leaves out, are not reported.
/// Allowed: the language's own digits (Arabic-Indic `٣`, Devanagari `३`, full-width `３`…), its
/// grouping and decimal separators (`1.000,5`, `1 000`, `١٬٠٠٠٫٥`), in a plural form the number its
/// category stands for (`one` = "%d file" → "1 Datei"), and other trailing zeros where a language
/// counts in other units (40 million = 4000万 = 4 करोड़).
/// Digits in placeholders (`%1$@`), in URLs, after a letter (`MP3`, `H2O`, `u203A`) and in keycap
/// emoji (`1️⃣`) are not numbers of the text; in Chinese and Japanese a number up to 10 may be
/// written with the language's numeral (`8` → `八`).
public struct NumberMismatch: TextPairCheck {
    public static let id = Diagnostic.Rule.numberMismatch
    public static let defaultSeverity: Diagnostic.Severity? = .warning
    public static let summary =
        "A translation replaces a number of the development value by another (numbers written as words are fine)."

    /// The check; it has nothing to configure.
    public init() {}
    public init?(_ context: CheckContext) {}

    public func mayHaveProblems(source: String, key: String, comment: String?) -> Bool {
        Self.mayHaveNumbers(source)
    }

    public func problems(in pair: TextPair) -> [TextProblem] {
        let (source, translation) = (pair.source, pair.translation)
        guard Self.numbersMayDiffer(source, translation) else { return [] }
        // `$1` is translatewiki's placeholder only where the development text is one of its messages;
        // elsewhere it is what Foundation's format parser reads there, text: a price (`$5`).
        let dollars = Self.dollarPlaceholders(in: source)
        var expected = Self.numbers(in: source, dollarPlaceholders: dollars)
        var actual = Self.numbers(in: translation, dollarPlaceholders: dollars)
        Self.removeConvertedMeasures(source: source, translation: translation, from: &expected, and: &actual)
        if source.contains("{{") { expected.subtract(Self.mediaWikiSelectors(in: source)) }
        if translation.contains("{{") { actual.subtract(Self.mediaWikiSelectors(in: translation)) }
        if ["zh", "ja"].contains(pair.baseLanguage) {
            for (value, numeral) in Self.cjkNumerals.enumerated() where translation.contains(numeral) {
                actual.insert(String(value))
            }
        }
        if let form = pair.form, let implied = Self.impliedNumber[form] {
            expected.remove(implied)
            actual.remove(implied)
        }
        // Scale words differ (40 million = 4000万 = 4 करोड़): significant digits are what must match.
        let significantActual = Set(actual.map(Self.significantDigits))
        let significantExpected = Set(expected.map(Self.significantDigits))
        let missing = expected.subtracting(actual).filter { !significantActual.contains(Self.significantDigits($0)) }
        let added = actual.subtracting(expected).filter { !significantExpected.contains(Self.significantDigits($0)) }
        // A translation that writes `%@` for `$1` is `placeholder-mismatch`'s error (one finding per defect);
        // one it does not report (`%s`, which may be prose) is still this rule's.
        let placeholdersReplaced =
            !dollars.isEmpty && FormatString.isFormat(translation)
            && !PlaceholderSignature.unambiguousPlaceholders(translation).isEmpty
        var problems = missing.filter { $0.hasPrefix("$") && !placeholdersReplaced }.sorted().map {
            TextProblem("the translation does not have the placeholder \($0)")
        }
        let missingNumbers = missing.filter { !$0.hasPrefix("$") }.sorted()
        // Only a replacement: digits added alone are numbers the source writes as words ("Six
        // updates" → "6回"), digits left out alone are numbers the translation writes as words.
        let addedNumbers = added.filter { !$0.hasPrefix("$") }.sorted()
        guard !addedNumbers.isEmpty, !missingNumbers.isEmpty else { return problems }
        problems.append(
            TextProblem(
                "the translation has \(addedNumbers.joined(separator: ", ")) where the development value has "
                    + missingNumbers.joined(separator: ", ")))
        return problems
    }

    /// A number without its trailing zeros (`4000` → `4`); a placeholder as it is.
    static func significantDigits(_ number: String) -> Substring {
        guard !number.hasPrefix("$") else { return Substring(number) }
        let trimmed = number.reversed().drop { $0 == "0" }
        return trimmed.isEmpty ? "0" : Substring(String(trimmed.reversed()))
    }

    /// What MediaWiki's `{{PLURAL:$1|0=none|1=one|$1 more}}` (translatewiki) uses to choose a form,
    /// not to show: the counted `$1` (a language without plurals drops the whole choice) and the
    /// explicit forms' numbers (a translation may leave `1=` to its `one` form).
    static func mediaWikiSelectors(in text: String) -> Set<String> {
        var selectors: Set<String> = []
        for keyword in ["PLURAL:", "GENDER:"] {
            var rest = text[...]
            while let range = rest.range(of: keyword) {
                let argument = rest[range.upperBound...].prefix { $0 != "|" && $0 != "}" }
                if argument.hasPrefix("$") { selectors.insert(String(argument)) }
                rest = rest[range.upperBound...]
            }
        }
        var rest = text[...]
        while let bar = rest.firstIndex(of: "|") {
            let digits = rest[rest.index(after: bar)...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest[rest.index(after: bar)...].dropFirst(digits.count).first == "=" {
                selectors.insert(String(digits))
            }
            rest = rest[rest.index(after: bar)...]
        }
        return selectors
    }

    /// `〇` to `十`, by value.
    static let cjkNumerals: [Character] = ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]

    /// A cheap test on the text the user sees (``PlaceholderFreeText``, the placeholders
    /// ``FormatSegments`` finds): an ASCII digit, or a `$` (translatewiki's `$1`). The digits of a
    /// specifier (`%-5d`, `%1$@`, `%.2f`) are not there. Texts it passes are read properly.
    static func mayHaveNumbers(_ text: String) -> Bool {
        // Most texts have no digit or `$` at all, placeholders or not: then there is nothing to segment.
        guard UTF8Bytes.with(text, mayHaveNumbers(in:)) else { return false }
        guard let shown = PlaceholderFreeText.utf8(of: text) else { return true }
        return shown.withUnsafeBufferPointer(mayHaveNumbers(in:))
    }

    private static func mayHaveNumbers(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { isDigit($0) || $0 == UInt8(ascii: "$") }
    }

    /// The cheap tests of a pair, each text's placeholders found once: the source has a number the user
    /// sees (``mayHaveNumbers(_:)``), and some ASCII digit run of either text (with its `$`, if any) is
    /// not a whole digit run of the other. Otherwise every number is there as written, and the texts are
    /// not read properly.
    static func numbersMayDiffer(_ source: String, _ translation: String) -> Bool {
        guard UTF8Bytes.with(source, mayHaveNumbers(in:)) else { return false }
        return withShownBytes(source) { source in
            guard mayHaveNumbers(in: source) else { return false }
            return withShownBytes(translation) { translation in
                !digitRunsReappear(source, in: translation) || !digitRunsReappear(translation, in: source)
            }
        }
    }

    /// Whether every ASCII digit run of `source` (with its `$`, if any) is a whole run of `translation`.
    private static func digitRunsReappear(
        _ source: UnsafeBufferPointer<UInt8>, in translation: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        var index = 0
        while index < source.count {
            guard isDigit(source[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < source.count && isDigit(source[end]) { end += 1 }
            let dollar = index > 0 && source[index - 1] == UInt8(ascii: "$")
            guard contains(source, index..<end, dollar: dollar, in: translation) else { return false }
            index = end
        }
        return true
    }

    /// `text`'s UTF-8 with each placeholder one space, handed to `body`: read in place when there is
    /// no `%`, the common case.
    private static func withShownBytes(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        guard let shown = PlaceholderFreeText.utf8(of: text) else { return UTF8Bytes.with(text, body) }
        return shown.withUnsafeBufferPointer(body)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// Whether `source[run]` is a whole digit run of `bytes` (after a `$` when `dollar`).
    ///
    /// Each candidate starts at the next occurrence of the run's first digit (`memchr`) and is
    /// compared whole (`memcmp`).
    private static func contains(
        _ source: UnsafeBufferPointer<UInt8>, _ run: Range<Int>, dollar: Bool, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard let sourceBase = source.baseAddress, let base = bytes.baseAddress, run.count <= bytes.count else {
            return false
        }
        let (length, first) = (run.count, source[run.lowerBound])
        var start = 0
        while start + length <= bytes.count {
            guard let found = memchr(base + start, Int32(first), bytes.count - length + 1 - start) else {
                return false
            }
            start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            defer { start += 1 }
            guard memcmp(base + start, sourceBase + run.lowerBound, length) == 0 else { continue }
            let end = start + length
            guard end == bytes.count || !isDigit(bytes[end]) else { continue }
            let before: UInt8 = start > 0 ? bytes[start - 1] : 0
            if dollar ? before == UInt8(ascii: "$") : !isDigit(before) { return true }
        }
        return false
    }

    /// The number a plural category stands for in the development language's forms.
    static let impliedNumber: [PluralCategory: String] = [.zero: "0", .one: "1", .two: "2"]

    /// The numbers of `text` as their ASCII digits, separators left out (`1,000.5` → `10005`); a
    /// `$1` of `dollarPlaceholders` with its `$`. HTML character references (`&#8217;`) are not numbers.
    static func numbers(in text: String, dollarPlaceholders: Set<String> = []) -> Set<String> {
        var scalars = PlaceholderFreeText.scalars(of: text)
        if LinkScanner.mayHaveLinks(text) {
            for link in LinkScanner.links(in: text) { scalars = blank(link, in: scalars) }
        }
        blankCharacterReferences(in: &scalars)
        var numbers: Set<String> = []
        var index = 0
        while index < scalars.count {
            guard digit(scalars[index]) != nil else {
                index += 1
                continue
            }
            let start = index
            var number = ""
            while index < scalars.count {
                if let value = digit(scalars[index]) {
                    number.append(value)
                    index += 1
                } else if joinsDigits(at: index, in: scalars) {
                    index += 1
                } else {
                    break
                }
            }
            // A translatewiki placeholder (`$1`) must be there as written.
            if start > 0, scalars[start - 1] == "$", dollarPlaceholders.contains("$" + number) {
                numbers.insert("$" + number)
            } else if !isInsideWord(start..<index, in: scalars) {
                numbers.insert(number)
            }
        }
        return numbers
    }

    /// Whether the digits at `range` follow a Latin letter (`MP3`, `u203A`) or make a keycap emoji
    /// (a unit after them, `100m`, `5GB`, is fine).
    private static func isInsideWord(_ range: Range<Int>, in scalars: [Unicode.Scalar]) -> Bool {
        func isLatinLetter(_ index: Int) -> Bool {
            index >= 0 && index < scalars.count && scalars[index].isASCII && scalars[index].properties.isAlphabetic
        }
        let next = range.upperBound < scalars.count ? scalars[range.upperBound] : " "
        return isLatinLetter(range.lowerBound - 1) || next == "\u{FE0F}"
            || next == "\u{20E3}"
    }

    /// The ASCII digit of a decimal digit of any script.
    private static func digit(_ scalar: Unicode.Scalar) -> Character? {
        if scalar.isASCII { return ("0"..."9").contains(scalar) ? Character(scalar) : nil }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
            let digit = Int(exactly: value), (0...9).contains(digit)
        else { return nil }
        return Character(String(digit))
    }

    /// Separators inside a number: grouping and decimal marks of any language, a time's `:`;
    /// a plain space only before exactly three digits (`1 000`).
    private static let separators: Set<Unicode.Scalar> = [
        ",", ".", ":", "'", "’", "\u{066B}", "\u{066C}", "\u{00A0}", "\u{202F}", "\u{2009}", "،",
    ]

    private static func joinsDigits(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard index + 1 < scalars.count, digit(scalars[index + 1]) != nil else { return false }
        if separators.contains(scalars[index]) { return true }
        guard scalars[index] == " " else { return false }
        let group = scalars[(index + 1)...].prefix { digit($0) != nil }
        return group.count == 3
    }

    /// `scalars` with the first occurrence of `link` replaced by spaces.
    private static func blank(_ link: String, in scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let pattern = Array(link.unicodeScalars)
        guard !pattern.isEmpty, pattern.count <= scalars.count else { return scalars }
        for start in 0...(scalars.count - pattern.count)
        where scalars[start..<(start + pattern.count)].elementsEqual(pattern) {
            var result = scalars
            result.replaceSubrange(start..<(start + pattern.count), with: repeatElement(" ", count: pattern.count))
            return result
        }
        return scalars
    }
}

extension Diagnostic.Rule {
    /// A translation replaces a number of the development value by another.
    public static let numberMismatch = Diagnostic.Rule("number-mismatch")
}
