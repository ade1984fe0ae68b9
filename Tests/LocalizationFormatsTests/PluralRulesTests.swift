import Foundation
import LocalizationFormats
import Testing

@Suite struct PluralRulesTests {
    @Test func everyCLDRLocaleHasSamples() {
        #expect(CLDRPluralSamples.all.count == PluralRules.locales.count)
        #expect(CLDRPluralSamples.all.count > 200)
        #expect(Set(CLDRPluralSamples.all.map(\.locale)) == Set(PluralRules.locales))
    }

    @Test(arguments: CLDRPluralSamples.all)
    func everySampleOfEveryLocale(_ locale: CLDRPluralSamples) throws {
        #expect(!locale.samples.isEmpty)
        for sample in locale.samples {
            let operands = try #require(PluralOperands(sample.number), "sample \(sample.number)")
            let category = PluralRules.category(for: operands, language: locale.locale)
            #expect(category == sample.category, "\(locale.locale) \(sample.number)")
            #expect(PluralRules.categories(for: locale.locale).contains(sample.category))
        }
    }

    @Test(arguments: CLDRPluralSamples.all)
    func categoriesAreThoseWithSamples(_ locale: CLDRPluralSamples) {
        #expect(PluralRules.categories(for: locale.locale) == Set(locale.samples.map(\.category)))
    }

    @Test(arguments: [
        ("en", 1, PluralCategory.one), ("en", 0, .other), ("ru", 1, .one), ("ru", 3, .few), ("ru", 5, .many),
        ("ru", 21, .one), ("ru", 111, .many), ("pl", 22, .few), ("pl", 25, .many), ("ar", 0, .zero), ("ar", 2, .two),
        ("ar", 3, .few), ("ar", 11, .many), ("ar", 100, .other), ("ja", 1, .other), ("fr", 0, .one),
        ("fr", 1_000_000, .many),
    ])
    func integers(language: String, number: Int, expected: PluralCategory) {
        #expect(PluralRules.category(for: PluralOperands(number), language: language) == expected)
    }

    @Test func decimalsDependOnTheLanguage() throws {
        #expect(PluralRules.category(for: PluralOperands(1.5), language: "en") == .other)
        #expect(PluralRules.category(for: PluralOperands(1.5), language: "fr") == .one)
        #expect(PluralRules.category(for: try #require(PluralOperands("1.0")), language: "en") == .other)
        #expect(PluralRules.category(for: PluralOperands(1.0), language: "en") == .one)
        #expect(PluralRules.category(for: PluralOperands(2.5), language: "ru") == .other)
    }

    @Test(arguments: [
        ("de-AT", "de"), ("zh_Hans", "zh"), ("zh-Hant-HK", "zh"), ("pt-BR", "pt"), ("sr-Latn", "sr"), ("EN_us", "en"),
    ])
    func regionalAndScriptCodesUseTheirBaseLanguage(code: String, base: String) {
        #expect(PluralRules.categories(for: code) == PluralRules.categories(for: base))
        for number in 0...200 {
            let operands = PluralOperands(number)
            #expect(
                PluralRules.category(for: operands, language: code)
                    == PluralRules.category(for: operands, language: base))
        }
    }

    @Test func portugalHasItsOwnRules() {
        #expect(PluralRules.category(for: PluralOperands(0), language: "pt-BR") == .one)
        #expect(PluralRules.category(for: PluralOperands(0), language: "pt-PT") == .other)
        #expect(PluralRules.category(for: PluralOperands(0), language: "pt_PT") == .other)
        #expect(PluralRules.category(for: PluralOperands(0), language: "pt") == .one)
    }

    @Test(arguments: ["xx", "", "Base", "tlh-Latn", "root"])
    func unknownLanguagesFallBackToRoot(code: String) {
        #expect(PluralRules.categories(for: code) == [.other])
        #expect(PluralRules.category(for: PluralOperands(1), language: code) == .other)
    }

    @Test func categoriesOfCommonLanguages() {
        #expect(PluralRules.categories(for: "en") == [.one, .other])
        #expect(PluralRules.categories(for: "ru") == [.one, .few, .many, .other])
        #expect(PluralRules.categories(for: "ar") == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules.categories(for: "ja") == [.other])
        #expect(PluralRules.cldrVersion == "49")
    }

    /// Categories CLDR changed after release 41, which the rules used before (issue 16).
    @Test(arguments: [
        ("ca", [PluralCategory.one, .many, .other]), ("gl", [.one, .many, .other]), ("he", [.one, .two, .other]),
        ("it", [.one, .many, .other]), ("pt-PT", [.one, .many, .other]), ("lld", [.one, .many, .other]),
    ])
    func categoriesChangedSinceCLDR41(language: String, expected: [PluralCategory]) {
        #expect(PluralRules.categories(for: language) == Set(expected))
    }

    @Test func catalanMillionsAreMany() {
        #expect(PluralRules.category(for: PluralOperands(1_000_000), language: "ca") == .many)
        #expect(PluralRules.category(for: PluralOperands(1), language: "ca") == .one)
        #expect(PluralRules.category(for: PluralOperands(5), language: "ca") == .other)
    }
}
