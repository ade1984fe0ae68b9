import Foundation
import Testing

@testable import LocalizationFormats

/// How Foundation numbers the arguments of a plural form.
///
/// swift-corelibs-foundation, `Sources/CoreFoundation/CFString.c`, `__CFStringAppendFormatCore`:
/// its `initialArgPosition` parameter is "only used for recursive calls when doing stringsDict
/// formatting"; the spec loop starts `argNum = initialArgPosition` and gives each spec without
/// `n$` `specs[curSpec].mainArgNum = argNum++`, while `__CFParseFormatSpec` reads `n$` as
/// `mainArgNum = number - 1` whatever the initial position. A variable's forms are formatted by
/// that recursive call from the variable's own argument (the `%#@var@` spec's `mainArgNum`). So in
/// a form, unnumbered specifiers count from the variable's argument on; numbered ones are absolute.
@Suite struct PluralArgumentNumberingTests {
    /// The issue's case: `"%#@names@%#@count_mutual@"`, a form `"Followed by %1$@, and %ld mutuals"`.
    static let followedBy = PluralTranslation(
        format: "%#@names@%#@count_mutual@",
        variables: [
            PluralVariable(name: "names", valueType: "d", forms: [.other: ""]),
            PluralVariable(
                name: "count_mutual", valueType: "ld", forms: [.other: "Followed by %1$@, and %ld mutuals"]),
        ])

    @Test func eachVariableCountsTheArgumentOfItsReference() {
        #expect(Self.followedBy.variablePositions == ["names": 1, "count_mutual": 2])
        let nested = PluralTranslation(
            format: "%@ %#@outer@",
            variables: [
                PluralVariable(name: "outer", valueType: "d", forms: [.other: "%d, %#@inner@"]),
                PluralVariable(name: "inner", valueType: "d", forms: [.other: "%d"]),
            ])
        // `outer` counts 2; in its form `%d` is 2 and `%#@inner@` takes the next argument, 3.
        #expect(nested.variablePositions == ["outer": 2, "inner": 3])
    }

    @Test(arguments: [
        // (form, the variable's argument, expected positions and types in order)
        ("Followed by %1$@, and %ld mutuals", 2, [1, 2], [PlaceholderType.string, .int]),
        ("%ld mutuals", 2, [2], [.int]),
        ("%d of %d", 3, [3, 4], [.int, .int]),
        ("%2$d of %1$@", 5, [2, 1], [.int, .string]),
        ("%@ and %3$d", 1, [1, 3], [.string, .int]),
    ])
    func unnumberedCountFromTheVariableNumberedAreAbsolute(
        form: String, position: Int, positions: [Int], types: [PlaceholderType]
    ) {
        let parsed = PluralTranslation.parseForm(form, position: position)
        #expect(parsed.placeholders.map(\.position) == positions)
        #expect(parsed.placeholders.map(\.type) == types)
        // Mixing the styles is defined here (Xcode writes such forms): no problem.
        #expect(parsed.problems.isEmpty)
    }

    @Test func aRealConflictInAFormIsStillOne() {
        // `%ld` is argument 2 and so is `%2$@`.
        let parsed = PluralTranslation.parseForm("%2$@ and %ld", position: 2)
        #expect(parsed.problems.map(\.kind) == [.conflictingTypes])
    }

    @Test func theFormatStringOfAPluralIsNumberedFromOne() {
        #expect(FormatString(parsing: "%d").placeholders.map(\.position) == [1])
        #expect(FormatString(parsing: "%d %d", firstImplicitPosition: 4).placeholders.map(\.position) == [4, 5])
    }
}
