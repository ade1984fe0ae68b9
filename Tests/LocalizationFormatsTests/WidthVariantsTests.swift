import Foundation
import LocalizationFormats
import Testing

/// The variant a width selects, by the rule Apple documents for `NSStringVariableWidthRuleType`
/// ("Creating width and device variants of strings", Xcode documentation): a width between two keys
/// gives the smaller key's variant, a width below every key the smallest key's; the example there has
/// the widths 1, 22 and 53 with `Hi`, `Hello` and `Greetings and Salutations`.
@Suite struct WidthVariantsTests {
    let hello = WidthVariants([1: "Hi", 22: "Hello", 53: "Greetings and Salutations"])

    @Test(arguments: [
        (2, "Hi"), (52, "Hello"),  // the documentation's own examples
        (1, "Hi"), (21, "Hi"), (22, "Hello"), (53, "Greetings and Salutations"), (1_000, "Greetings and Salutations"),
        (0, "Hi"), (-5, "Hi"), (Int.min, "Hi"), (Int.max, "Greetings and Salutations"),
    ])
    func selectsTheLargestWidthThatFits(width: Int, expected: String) {
        #expect(hello.text(fitting: width) == expected)
    }

    @Test func widestIsTheLargestWidthsText() {
        #expect(hello.widest == "Greetings and Salutations")
        #expect(hello.widths == [1, 22, 53])
        #expect(WidthVariants().widest == nil)
        #expect(WidthVariants().text(fitting: 10) == nil)
        #expect(WidthVariants([7: "only"]).text(fitting: 1) == "only")
    }

    @Test(arguments: [("20", 20), ("040", 40), ("0", 0)])
    func widthKeys(key: String, width: Int) {
        #expect(WidthVariants.width(ofKey: key) == width)
    }

    @Test(arguments: ["", "-1", "+1", "2.5", " 20", "20 ", "wide", "99999999999999999999999"])
    func notWidthKeys(key: String) {
        #expect(WidthVariants.width(ofKey: key) == nil)
    }
}
