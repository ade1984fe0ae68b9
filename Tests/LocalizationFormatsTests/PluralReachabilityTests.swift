import Foundation
import Testing

@testable import LocalizationFormats

/// `PluralRules.reachableCategories` against CLDR's own sample numbers: a category is reachable by an
/// integer count exactly when it has a whole-number sample, and by a floating-point count when it has
/// any sample a binary number can show (CLDR's compact `1c6` samples are for compact formats only).
@Suite struct PluralReachabilityTests {
    /// The fractions tried are made from integers; they are the operands of their written forms.
    @Test func sampleFractionsAreTheirWrittenForms() {
        let tenths = (Array(0...120) + [1000, 1_000_000]).flatMap { whole in (1...9).map { "\(whole).\($0)" } }
        let hundredths = (0...2).flatMap { whole in
            (1...99).filter { $0 % 10 != 0 }.map { "\(whole).\($0 < 10 ? "0" : "")\($0)" }
        }
        #expect(PluralRules.sampleFractions == (tenths + hundredths).compactMap { PluralOperands($0) })
        #expect(PluralRules.sampleFractions.count == 123 * 9 + 3 * 90)
    }

    @Test(arguments: CLDRPluralSamples.all)
    func reachableCategoriesAreThoseWithSamples(_ locale: CLDRPluralSamples) {
        let plain = locale.samples.filter { !$0.number.contains("c") && !$0.number.contains("e") }
        let integers = Set(plain.filter { !$0.number.contains(".") }.map(\.category))
        // 1.0 written with its zero is not how a binary count shows: `PluralOperands(1.0)` has no fraction digits.
        let fractions = Set(plain.filter { $0.number.contains(".") && !$0.number.hasSuffix("0") }.map(\.category))
        #expect(PluralRules.reachableCategories(for: locale.locale, argument: .integer) == integers)
        #expect(
            PluralRules.reachableCategories(for: locale.locale, argument: .floatingPoint) == integers.union(fractions))
    }

    @Test(arguments: ["be", "pl", "ru", "uk"])
    func noIntegerSelectsOtherInEastSlavicAndPolish(_ language: String) {
        #expect(PluralRules.reachableCategories(for: language, argument: .integer) == [.one, .few, .many])
        #expect(PluralRules.reachableCategories(for: language, argument: .floatingPoint).contains(.other))
    }

    @Test func aCategoryOnlyNewerCLDRHasIsNotRequired() {
        #expect(PluralRules.baselineCLDRVersion == "41")
        #expect(PluralRules.reachableCategories(for: "vi", argument: .integer) == [.one, .other])
        #expect(PluralRules.requiredCategories(for: "vi", argument: .integer) == [.other])
        #expect(PluralRules.requiredCategories(for: "vi-VN", argument: .integer) == [.other])
        // Hebrew `many` (CLDR 41, 20 and 30…) is selectable, though no longer required.
        #expect(PluralRules.selectableCategories(for: "he", argument: .integer).contains(.many))
        #expect(!PluralRules.requiredCategories(for: "he", argument: .integer).contains(.many))
    }

    @Test(arguments: [
        ("d", PluralArgumentKind.integer), ("lld", .integer), ("u", .integer), ("%ld", .integer),
        ("f", .floatingPoint), (".1f", .floatingPoint), ("@", .floatingPoint),
    ])
    func argumentKindFollowsTheValueType(_ valueType: String, _ kind: PluralArgumentKind) {
        let variable = PluralVariable(name: "n", valueType: valueType, forms: [.other: "%d"])
        #expect(variable.argumentKind == kind)
    }
}
