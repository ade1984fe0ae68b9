import Foundation
import LocalizationFormats
import Testing

@testable import SwiftLocaleKit

/// Plural selection and formatting on translations built in code (independent of the file readers).
@Suite struct PluralFormatTests {
    static func translation(
        _ format: String, _ variables: [(String, String, [PluralCategory: String])]
    ) -> PluralFormat {
        PluralFormat(
            PluralTranslation(
                format: format,
                variables: variables.map { PluralVariable(name: $0.0, valueType: $0.1, forms: $0.2) }))
    }

    static func format(_ plural: PluralFormat, _ language: String, _ arguments: [any CVarArg]) -> String {
        plural.string(
            arguments: arguments, rule: PluralRules.rule(for: language),
            locale: FormatLocale(Locale(identifier: language)))
    }

    static let russianFiles = translation(
        "%#@files@", [("files", "ld", [.one: "%ld файл", .few: "%ld файла", .many: "%ld файлов", .other: "%ld файла"])])

    @Test(arguments: [
        (1, "1 файл"), (2, "2 файла"), (5, "5 файлов"), (11, "11 файлов"), (21, "21 файл"), (1004, "1 004 файла"),
    ])
    func russianIntegers(count: Int, expected: String) {
        let result = Self.format(Self.russianFiles, "ru", [count])
        #expect(result.replacingOccurrences(of: "\u{A0}", with: " ") == expected)
    }

    /// The runtime chooses by the same CLDR rules as `check` (Catalan gained `many` in CLDR 42).
    @Test func catalanMillionsUseMany() {
        let catalan = Self.translation(
            "%#@n@", [("n", "ld", [.one: "%ld fitxer", .many: "%ld de fitxers", .other: "%ld fitxers"])])
        #expect(Self.format(catalan, "ca", [1_000_000]).hasSuffix("de fitxers"))
        #expect(Self.format(catalan, "ca", [3]).hasSuffix("3 fitxers"))
    }

    /// The issue's form: `%1$@` is argument 1, `%ld` argument 2 (the variable's), as Foundation formats it.
    @Test func unnumberedSpecifiersInAFormStartAtTheVariablesArgument() {
        let followed = Self.translation(
            "%#@names@%#@count_mutual@",
            [
                ("names", "d", [.other: ""]),
                (
                    "count_mutual", "ld",
                    [.one: "Followed by %1$@, and %ld mutual", .other: "Followed by %1$@, and %ld mutuals"]
                ),
            ])
        #expect(Self.format(followed, "en", ["Ann", 3]) == "Followed by Ann, and 3 mutuals")
    }

    @Test func decimalsByLanguage() {
        let english = Self.translation("%#@km@", [("km", "f", [.one: "%.1f km (one)", .other: "%.1f km (other)"])])
        let french = Self.translation("%#@km@", [("km", "f", [.one: "%.1f km (one)", .other: "%.1f km (other)"])])
        #expect(Self.format(english, "en", [1.5]) == "1.5 km (other)")
        #expect(Self.format(french, "fr", [1.5]) == "1,5 km (one)")
        #expect(Self.format(english, "en", [1]) == "1.0 km (one)")  // an Int 1: `one`
    }

    @Test func valueTypePrecisionDecidesVisibleDigits() {
        let shown = Self.translation("%#@km@", [("km", ".1f", [.one: "one %.1f", .other: "other %.1f"])])
        #expect(Self.format(shown, "en", [1.0]) == "other 1.0")
        let plain = Self.translation("%#@km@", [("km", "f", [.one: "one %g", .other: "other %g"])])
        #expect(Self.format(plain, "en", [1.0]) == "one 1")
    }

    @Test func zeroFormIsUsedForZeroInEveryLanguage() {
        let plural = Self.translation("%#@n@", [("n", "d", [.zero: "none", .one: "%d item", .other: "%d items"])])
        #expect(Self.format(plural, "en", [0]) == "none")
        #expect(Self.format(plural, "en", [1]) == "1 item")
        let noZero = Self.translation("%#@n@", [("n", "d", [.one: "%d item", .other: "%d items"])])
        #expect(Self.format(noZero, "en", [0]) == "0 items")
    }

    @Test func variablesTakeTheirOwnArguments() {
        let plural = Self.translation(
            "%1$@: %2$#@files@, %3$#@folders@",
            [
                ("files", "d", [.one: "%d file", .other: "%d files"]),
                ("folders", "d", [.one: "one folder", .other: "%3$d folders"]),
            ])
        #expect(Self.format(plural, "en", ["Disk", 1, 1]) == "Disk: 1 file, one folder")
        #expect(Self.format(plural, "en", ["Disk", 2000, 3]) == "Disk: 2,000 files, 3 folders")
        #expect(Self.format(plural, "de", ["Platte", 2000, 3]) == "Platte: 2.000 files, 3 folders")
    }

    @Test func nestedVariables() {
        let plural = Self.translation(
            "%#@outer@",
            [
                ("outer", "d", [.one: "one and %2$#@inner@", .other: "%1$d and %2$#@inner@"]),
                ("inner", "d", [.one: "%2$d thing", .other: "%2$d things"]),
            ])
        #expect(Self.format(plural, "en", [1, 1]) == "one and 1 thing")
        #expect(Self.format(plural, "en", [4, 9]) == "4 and 9 things")
    }

    @Test func missingFormsAndVariablesNeverCrash() {
        // No `other`: the first form in CLDR order stands in (`PluralVariable.form(for:)`, as in the tools).
        let onlyOne = Self.translation("%#@n@", [("n", "d", [.one: "%d file"])])
        #expect(Self.format(onlyOne, "en", [5]) == "5 file")
        let unknown = Self.translation("a %#@missing@ b", [])
        #expect(Self.format(unknown, "en", [5]) == "a  b")
    }

    /// What `check` calls reachable is what the runtime selects: a Localazy-style be/pl/ru/uk plural
    /// with one, few and many but no `other` serves every integer count with its own form; a fraction
    /// selects `other`, which is missing, so it gets the stand-in form (the first in CLDR order), not
    /// its own: the defect `check` reports as an error for a floating-point count.
    @Test(arguments: ["be", "pl", "ru", "uk"])
    func formsForTheReachableCategoriesServeEveryCount(_ language: String) {
        let forms: [PluralCategory: String] = [.one: "%d a", .few: "%d b", .many: "%d c"]
        #expect(Set(forms.keys) == PluralRules.reachableCategories(for: language, argument: .integer))
        let integers = Self.translation("%#@n@", [("n", "d", forms)])
        let unserved = (0...1000).filter { Self.format(integers, language, [$0]).isEmpty }
        #expect(unserved.isEmpty)
        let fractions = Self.translation(
            "%#@n@", [("n", "f", forms.mapValues { $0.replacingOccurrences(of: "%d", with: "%.1f") })])
        #expect(!PluralRules.reachableCategories(for: language, argument: .floatingPoint).isSubset(of: Set(forms.keys)))
        #expect(Self.format(fractions, language, [1.5]) == "1,5 a")
    }
}
