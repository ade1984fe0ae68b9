import Foundation
import LocalizationFormats
import Testing

@testable import SwiftLocaleKit

/// Where the tools (`FormatString`) and the runtime (`PrintfTemplate`) once read a format differently,
/// Foundation decides: each probe formats with `String(format:)` (CoreFoundation's
/// `__CFStringAppendFormatCore`, the printf side of `localizedStringWithFormat`; `Bundle.localizedString`
/// itself crashes on Linux with a `.stringsdict`), and both sides must number the arguments as it did.
@Suite struct FoundationFormatProbeTests {
    /// The argument positions the tools give each placeholder, in order (`*` included).
    static func toolPositions(_ format: String) -> [Int] {
        FormatString(parsing: format).placeholders.map(\.position)
    }

    /// The same from the runtime's template: a `*` width, a `*` precision, then the value.
    static func runtimePositions(_ format: String) -> [Int] {
        PrintfTemplate(parsing: format).pieces.flatMap { piece -> [Int] in
            guard case .placeholder(let placeholder) = piece else { return [] }
            return [placeholder.widthPosition, placeholder.precisionPosition].compactMap(\.self) + [
                placeholder.position
            ]
        }
    }

    static func runtime(_ format: String, _ arguments: [any CVarArg]) -> String {
        ArgumentFormatter.format(
            PrintfTemplate(parsing: format), arguments: arguments, locale: FormatLocale(Locale(identifier: "en")))
    }

    /// A variable referenced twice reads two arguments: `%#@` is a specifier like `%@` to CoreFoundation
    /// (`mainArgNum = argNum++` for each), so `%d` is argument 3 (the tools said 2).
    @Test func aRepeatedVariableTakesItsOwnArgument() {
        let format = "%#@a@ and %#@a@ then %d"
        #expect(String(format: format, "x", "y", 3) == "x and y then 3")
        #expect(Self.toolPositions(format) == [1, 2, 3])
        #expect(Self.runtimePositions(format) == [1, 2, 3])
    }

    /// `*` reads an `Int` argument before the value (the runtime printed `%*d` as text).
    @Test(arguments: [
        ("[%*d]", [5, 42] as [Int], "[   42]", [1, 2]),
        ("[%-*d]", [4, 7], "[7   ]", [1, 2]),
        ("[%2$*1$d]", [5, 42], "[   42]", [1, 2]),
        ("[%.*d|%d]", [3, 7, 8], "[007|8]", [1, 2, 3]),
    ])
    func aStarIsAnArgument(format: String, arguments: [Int], expected: String, positions: [Int]) {
        #expect(String(format: format, arguments: arguments) == expected)
        #expect(Self.toolPositions(format) == positions)
        #expect(Self.runtimePositions(format) == positions)
        #expect(Self.runtime(format, arguments) == expected)
    }

    /// Unnumbered specifiers count from 1 whatever numbered ones say: `%1$@ %@` prints the first
    /// argument twice (the tools report the mix as `invalid-format`, but number it the same).
    @Test(arguments: [
        ("%1$@ %@", "a a", [1, 1]),
        ("%@ %1$@ %@", "a a b", [1, 1, 2]),
        ("%2$@ %@", "b a", [2, 1]),
        ("100%% %@", "100% a", [1]),
    ])
    func unnumberedCountFromOne(format: String, expected: String, positions: [Int]) {
        #expect(String(format: format, "a", "b") == expected)
        #expect(Self.toolPositions(format) == positions)
        #expect(Self.runtimePositions(format) == positions)
        #expect(Self.runtime(format, ["a", "b"]) == expected)
    }

    /// A plural form counts from its variable's argument (CoreFoundation's `initialArgPosition`) and its
    /// numbered specifiers stay absolute: both sides read `%ld` of a variable at argument 2 as 2.
    @Test func formsCountFromTheirVariable() {
        let form = "Followed by %1$@, and %ld mutuals"
        #expect(PluralTranslation.parseForm(form, position: 2).placeholders.map(\.position) == [1, 2])
        let template = PrintfTemplate(parsing: form, firstPosition: 2)
        #expect(template.pieces.compactMap { if case .placeholder(let p) = $0 { p.position } else { nil } } == [1, 2])
    }
}
