import LocalizationFormats

/// What `number-mismatch` reads as a number: a `$1` only where translatewiki's messages use it, no
/// HTML character reference, and a measure converted to the translation's units is not a replaced
/// number.
extension NumberMismatch {
    /// The `$1`-style placeholders of a development text: translatewiki (MediaWiki) numbers its
    /// arguments `$1`, `$2`… from one. Foundation's format parser reads a `$` outside `%1$@` as text, so
    /// none is a placeholder in a printf format, nor where the numbers do not run from `$1` without a gap
    /// (`$5` alone, `US$5` are prices), nor where a decimal or grouping part follows (`$4.99`, `$1,000`).
    /// A placeholder may touch a word (`$1Terms of Use$2`, `3.0$4`): that says nothing.
    static func dollarPlaceholders(in source: String) -> Set<String> {
        guard source.utf8.contains(UInt8(ascii: "$")), !FormatString.isFormat(source) else { return [] }
        let scalars = Array(source.unicodeScalars)
        var indices: Set<Int> = []
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "$" else { continue }
            let digits = scalars[(index + 1)...].prefix { ("0"..."9").contains($0) }
            guard !digits.isEmpty, let number = Int(String(String.UnicodeScalarView(digits))) else { continue }
            let end = index + 1 + digits.count
            if end + 1 < scalars.count, [".", ","].contains(scalars[end]), ("0"..."9").contains(scalars[end + 1]) {
                return []
            }
            indices.insert(number)
        }
        guard let highest = indices.max(), indices == Set(1...max(highest, 1)) else { return [] }
        return Set(indices.map { "$\($0)" })
    }

    /// Blanks the digits of HTML character references (`&#8217;`, `&#x2019;`): markup a web view or
    /// attributed string turns into a character, not a number the user reads.
    static func blankCharacterReferences(in scalars: inout [Unicode.Scalar]) {
        var index = 0
        while index + 3 < scalars.count {
            guard scalars[index] == "&", scalars[index + 1] == "#" else {
                index += 1
                continue
            }
            var end = index + 2
            let isHex = scalars[end] == "x" || scalars[end] == "X"
            if isHex { end += 1 }
            let digitsStart = end
            while end < scalars.count, isReferenceDigit(scalars[end], hex: isHex) { end += 1 }
            guard end > digitsStart, end < scalars.count, scalars[end] == ";" else {
                index += 1
                continue
            }
            for blank in index...end { scalars[blank] = " " }
            index = end + 1
        }
    }

    private static func isReferenceDigit(_ scalar: Unicode.Scalar, hex: Bool) -> Bool {
        ("0"..."9").contains(scalar) || (hex && (("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)))
    }

    /// Leaves out the numbers of a measure the translation converts to other units (`5 miles` → `8 km`,
    /// `70 °F` → `21 °C`): a number followed by a unit of one system in the development text and one
    /// followed by a unit of the other system in the translation are the same quantity.
    static func removeConvertedMeasures(
        source: String, translation: String, from expected: inout Set<String>, and actual: inout Set<String>
    ) {
        let sourceMeasures = measures(in: source)
        guard !sourceMeasures.isEmpty else { return }
        let translationMeasures = measures(in: translation)
        for system in MeasureSystem.allCases {
            let converted = sourceMeasures.filter { $0.system == system }
            let into = translationMeasures.filter { $0.system != system }
            guard !converted.isEmpty, !into.isEmpty else { continue }
            expected.subtract(converted.map(\.number))
            actual.subtract(into.map(\.number))
        }
    }

    enum MeasureSystem: CaseIterable { case imperial, metric }

    /// Units a translation converts to the other system, lowercased (Latin and Cyrillic spellings).
    static let units: [String: MeasureSystem] = {
        var units: [String: MeasureSystem] = [:]
        for unit in [
            "mi", "mile", "miles", "ft", "feet", "foot", "in", "inch", "inches", "yd", "yard", "yards", "lb", "lbs",
            "pound", "pounds", "oz", "ounce", "ounces", "°f", "℉", "mph", "gal", "gallon", "gallons",
        ] { units[unit] = .imperial }
        for unit in [
            "km", "m", "cm", "mm", "kg", "g", "°c", "℃", "km/h", "l", "ml", "meter", "meters", "metre", "metres",
            "kilometer", "kilometers", "kilometre", "kilometres", "kilometer", "kilogramm", "kilogram", "kilograms",
            "км", "м", "см", "мм", "кг", "г", "км/ч", "л", "公里", "米", "厘米", "公斤", "キロ", "メートル",
        ] { units[unit] = .metric }
        return units
    }()

    /// Each number (ASCII digits, separators left out) followed, after at most one space, by a known unit.
    static func measures(in text: String) -> [(number: String, system: MeasureSystem)] {
        let scalars = PlaceholderFreeText.scalars(of: text)
        var result: [(number: String, system: MeasureSystem)] = []
        var index = 0
        while index < scalars.count {
            guard ("0"..."9").contains(scalars[index]) else {
                index += 1
                continue
            }
            var number = ""
            while index < scalars.count {
                let scalar = scalars[index]
                if ("0"..."9").contains(scalar) {
                    number.unicodeScalars.append(scalar)
                } else if !([",", ".", "\u{00A0}", "\u{202F}"].contains(scalar) && index + 1 < scalars.count
                    && ("0"..."9").contains(scalars[index + 1]))
                {
                    break
                }
                index += 1
            }
            var unitStart = index
            if unitStart < scalars.count, [" ", "\u{00A0}", "\u{202F}"].contains(scalars[unitStart]) { unitStart += 1 }
            var unitEnd = unitStart
            while unitEnd < scalars.count,
                scalars[unitEnd].properties.isAlphabetic || ["°", "/", "℉", "℃"].contains(scalars[unitEnd])
            {
                unitEnd += 1
            }
            let unit = String(String.UnicodeScalarView(scalars[unitStart..<unitEnd])).lowercased()
            if let system = units[unit] { result.append((number, system)) }
            index = max(index, unitEnd)
        }
        return result
    }
}
