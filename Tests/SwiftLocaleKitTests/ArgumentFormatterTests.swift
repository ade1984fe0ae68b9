import Foundation
import Testing

@testable import SwiftLocaleKit

@Suite struct ArgumentFormatterTests {
    @Test func templatesNumberEveryPlaceholder() {
        let template = PrintfTemplate(parsing: "%@ has %2$#@items@ and %d%% of %1$@ %5.2f%")
        let placeholders = template.pieces.compactMap { piece -> PrintfTemplate.Placeholder? in
            if case .placeholder(let placeholder) = piece { placeholder } else { nil }
        }
        #expect(placeholders.map(\.position) == [1, 2, 2, 1, 3])
        #expect(placeholders[1].variable == "items")
        #expect(placeholders[4].numberedSpec() == "%3$5.2f")
        #expect(template.pieces.last == .text("%"))
        #expect(PrintfTemplate(parsing: "100%% sure").isPlainText)
        #expect(PrintfTemplate(parsing: "%d", firstPosition: 4).nextPosition == 5)
    }

    @Test(arguments: [("en", ","), ("de", "."), ("ru", "\u{A0}"), ("fr", "\u{202F}"), ("ja", ",")])
    func groupingIsLearnedFromFoundation(code: String, separator: String) {
        #expect(FormatLocale(Locale(identifier: code)).integerGrouping == separator)
    }

    /// The direct path must give exactly what Foundation gives, in every locale.
    @Test(arguments: [
        "en", "de", "fr", "ru", "ar", "ja", "zh-Hans", "hi", "de-CH", "es", "pl", "pt-BR", "fa", "bn", "th", "it",
    ])
    func sameAsFoundation(code: String) {
        let locale = FormatLocale(Locale(identifier: code))
        let cases: [(String, [any CVarArg])] = [
            ("%d files", [0]), ("%ld", [1234]), ("%ld", [-1_234_567]), ("%lld of %lld", [Int64(99999), Int64(100000)]),
            ("%1$@ %2$d", ["x", 12_345_678]), ("%2$@ %1$ld", [7, "y"]), ("%u", [UInt32(4_000_000)]),
            ("%@", ["plain"]), ("%.2f", [1234.5]), ("%5d|", [42]), ("%x", [255]), ("%zd", [1000]),
        ]
        for (format, arguments) in cases {
            let expected = String(format: format, locale: locale.locale, arguments: arguments)
            let result = ArgumentFormatter.format(PrintfTemplate(parsing: format), arguments: arguments, locale: locale)
            #expect(result == expected, "\(code) \(format)")
        }
    }

    @Test func mismatchedArgumentsNeverCrash() {
        let locale = FormatLocale(Locale(identifier: "en"))
        func format(_ string: String, _ arguments: [any CVarArg]) -> String {
            ArgumentFormatter.format(PrintfTemplate(parsing: string), arguments: arguments, locale: locale)
        }
        #expect(format("%@", [42]) == "42")
        #expect(format("%d", ["7"]) == "7")
        #expect(format("%f", ["x"]) == "0.000000")
        #expect(format("%s and %5s", ["swift", "c"]) == "swift and c")
        #expect(!format("%3$@", ["a"]).isEmpty)
        #expect(format("%d %d", []) == "0 0")
        #expect(format("%.1f", [3]) == "3.0")
        #expect(format("%5ld", [Int16(-2)]) == "   -2")
    }
}
