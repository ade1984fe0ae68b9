import Foundation
import LocalizationFormats
import Testing

@Suite struct PluralOperandsTests {
    @Test(arguments: [
        ("1.50", PluralOperands(n: 1.5, i: 1, v: 2, w: 1, f: 50, t: 5)),
        ("1", PluralOperands(n: 1, i: 1, v: 0, w: 0, f: 0, t: 0)),
        ("-3", PluralOperands(n: 3, i: 3, v: 0, w: 0, f: 0, t: 0)),
        ("0.0", PluralOperands(n: 0, i: 0, v: 1, w: 0, f: 0, t: 0)),
        ("1000000.0", PluralOperands(n: 1_000_000, i: 1_000_000, v: 1, w: 0, f: 0, t: 0)),
        ("1.03", PluralOperands(n: 1.03, i: 1, v: 2, w: 2, f: 3, t: 3)),
        ("1.230", PluralOperands(n: 1.23, i: 1, v: 3, w: 2, f: 230, t: 23)),
        ("1c6", PluralOperands(n: 1_000_000, i: 1_000_000, v: 0, w: 0, f: 0, t: 0, e: 6)),
        ("1.1c3", PluralOperands(n: 1100, i: 1100, v: 0, w: 0, f: 0, t: 0, e: 3)),
        ("1.0001c3", PluralOperands(n: 1000.1, i: 1000, v: 1, w: 1, f: 1, t: 1, e: 3)),
        (" 007 ", PluralOperands(n: 7, i: 7, v: 0, w: 0, f: 0, t: 0)),
    ])
    func decimalStrings(text: String, expected: PluralOperands) {
        #expect(PluralOperands(text) == expected)
    }

    @Test(arguments: ["", "abc", "1.", ".", "1.2.3", "1e", "--1", "1c-", "١"])
    func notNumbers(text: String) {
        #expect(PluralOperands(text) == nil)
    }

    @Test func integersHaveNoFraction() {
        #expect(PluralOperands(42) == PluralOperands(n: 42, i: 42, v: 0, w: 0, f: 0, t: 0))
        #expect(PluralOperands(-7) == PluralOperands(n: 7, i: 7, v: 0, w: 0, f: 0, t: 0))
        #expect(PluralOperands(Int.min).i == Int.max)
    }

    @Test func doublesUseTheirShortestForm() {
        #expect(PluralOperands(1.5) == PluralOperands(n: 1.5, i: 1, v: 1, w: 1, f: 5, t: 5))
        #expect(PluralOperands(2.0) == PluralOperands(2))
        #expect(PluralOperands(-0.25) == PluralOperands(n: 0.25, i: 0, v: 2, w: 2, f: 25, t: 25))
        #expect(PluralOperands(0.00001) == PluralOperands(n: 0.00001, i: 0, v: 5, w: 5, f: 1, t: 1))
        #expect(PluralOperands(1e20).i >= 100_000_000_000_000_000)
        #expect(PluralOperands(1e20).i % 1_000_000 == 0)
        #expect(PluralOperands(Double.nan).i == 0)
    }
}
