import Foundation
import LocalizationFormats
import Testing

@Suite struct FormatStringTests {
    private func types(_ format: String) -> [PlaceholderType?] {
        FormatString(parsing: format).placeholders.map(\.type)
    }

    @Test(arguments: [
        ("%@", PlaceholderType.string), ("%d", .int), ("%i", .int), ("%ld", .int), ("%lld", .int), ("%hhd", .int),
        ("%hd", .int), ("%qd", .int), ("%zd", .int), ("%td", .int), ("%jd", .int), ("%o", .uint), ("%u", .uint),
        ("%lu", .uint), ("%x", .uint), ("%X", .uint), ("%f", .double), ("%F", .double), ("%e", .double),
        ("%E", .double), ("%g", .double), ("%G", .double), ("%a", .double), ("%A", .double), ("%Lf", .double),
        ("%lf", .double), ("%c", .char), ("%C", .unichar), ("%s", .cString), ("%S", .unicharString),
        ("%p", .pointer),
    ])
    func everyConversionHasItsType(spec: String, type: PlaceholderType) {
        let parsed = FormatString(parsing: "x \(spec) y")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.placeholders.map(\.type) == [type])
        #expect(parsed.placeholders.first?.spec == spec)
        #expect(parsed.placeholders.first?.offset == 2)
    }

    @Test func flagsWidthPrecisionAndLengthAreKeptInTheSpec() {
        let parsed = FormatString(parsing: "%-+ #010.25lld|%'.3f|%10d|%.10f|%5.2lf")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.placeholders.map(\.spec) == ["%-+ #010.25lld", "%'.3f", "%10d", "%.10f", "%5.2lf"])
        #expect(parsed.placeholders.map(\.conversion) == ["lld", "f", "d", "f", "lf"])
        #expect(parsed.placeholders.map(\.position) == [1, 2, 3, 4, 5])
    }

    @Test func numberedArgumentsAndStars() {
        let parsed = FormatString(parsing: "%2$@ %1$ld %2$@")
        #expect(parsed.argumentTypes == [.int, .string])
        #expect(parsed.problems.isEmpty)

        let stars = FormatString(parsing: "%*d %.*f")
        #expect(stars.placeholders.map(\.conversion) == ["*", "d", "*", "f"])
        #expect(stars.argumentTypes == [.int, .int, .int, .double])
        let numberedStars = FormatString(parsing: "%1$*2$.*3$f")
        #expect(numberedStars.argumentTypes == [.double, .int, .int])
        #expect(numberedStars.problems.isEmpty)
        #expect(FormatString(parsing: "%1$*1$f").problems.map(\.kind) == [.conflictingTypes])
    }

    @Test func percentIsNotAPlaceholder() {
        let parsed = FormatString(parsing: "100%% of %d%%")
        #expect(parsed.placeholders.map(\.spec) == ["%d"])
        #expect(parsed.placeholders.first?.offset == 9)
        #expect(parsed.problems.isEmpty)
    }

    @Test func variableReferences() {
        let parsed = FormatString(parsing: "%1$@ has %2$#@files@ and %#@folders@, %3$.2#@size@")
        #expect(parsed.variableNames == ["files", "folders", "size"])
        #expect(parsed.placeholders.map(\.spec) == ["%1$@", "%2$#@files@", "%#@folders@", "%3$.2#@size@"])
        #expect(parsed.placeholders.map(\.type) == [.string, nil, nil, nil])
        #expect(parsed.placeholders.map(\.conversion) == ["@", "#@", "#@", "#@"])
        // Translators write "%#@v1@ by %2$d users": a reference sets no numbering style.
        // A second reference to `v1` takes the next argument, as Foundation reads it (`FoundationFormatProbeTests`).
        let mixed = FormatString(parsing: "%#@v1@ by %2$d users, %#@v1@ again")
        #expect(mixed.problems.isEmpty)
        #expect(mixed.placeholders.map(\.position) == [1, 2, 2])
    }

    @Test(arguments: [
        ("%y", FormatProblem.Kind.unknownConversion, 0), ("ab %k", .unknownConversion, 3),
        ("end %", .trailingPercent, 4),
        ("%5", .incomplete, 0), ("%1$@ %@", .mixedNumbering, 5), ("%1$@ %1$d", .conflictingTypes, 5),
        ("%0$@", .invalidPosition, 0), ("%#@@", .incomplete, 0), ("%#@open", .incomplete, 0),
    ])
    func problemsAreReportedNeverDropped(format: String, kind: FormatProblem.Kind, offset: Int) {
        let parsed = FormatString(parsing: format)
        #expect(parsed.problems.map(\.kind) == [kind], "\(parsed.problems)")
        #expect(parsed.problems.first?.offset == offset)
    }

    /// Arguments out of order: a type conflict is found at its second use, and a numbering clash at
    /// the earliest place both styles name one argument, whatever order the positions come in.
    @Test func argumentsInAnyOrderAreTrackedByPosition() {
        let conflict = FormatString(parsing: "%3$@ %1$d %2$f %1$@")
        #expect(conflict.problems.map(\.kind) == [.conflictingTypes])
        #expect(conflict.problems.first?.offset == 15)
        #expect(conflict.placeholders.map(\.position) == [3, 1, 2, 1])
        // `%d %d %d` are arguments 1, 2, 3; numbered 3 and 2 clash with them, the first clash ends at 12.
        let clash = FormatString(parsing: "%3$d %2$d %d %d %d")
        #expect(clash.problems.map(\.kind) == [.mixedNumbering])
        #expect(clash.problems.first?.offset == 13)
        // A hostile value: many numbered arguments in descending order, each its own position.
        let descending = (1...5000).reversed().map { "%\($0)$d" }.joined(separator: " ")
        let parsed = FormatString(parsing: descending)
        #expect(parsed.problems.isEmpty)
        #expect(parsed.placeholders.count == 5000)
        #expect(Set(parsed.placeholders.map(\.position)).count == 5000)
    }

    @Test func lowerBoundIsTheFirstPositionNotBelow() {
        let positions = [1, 2, 2, 5, 9]
        for position in 0...10 {
            let expected = positions.firstIndex { $0 >= position } ?? positions.count
            #expect(SortedPositions.lowerBound(of: position, in: positions) == expected)
        }
        #expect(SortedPositions.lowerBound(of: 3, in: []) == 0)
    }

    @Test func offsetsCountUnicodeScalars() {
        #expect(FormatString(parsing: "👨‍👩‍👧 é %d").placeholders.first?.offset == 8)
    }

    @Test func pluralTranslationTypesItsVariables() {
        let translation = PluralTranslation(
            format: "%@ has %#@files@",
            variables: [PluralVariable(name: "files", valueType: "lu", forms: [.other: "%lu"])])
        #expect(translation.formatString.argumentTypes == [.string, .uint])
        #expect(translation.formatString.problems.isEmpty)
        let conflicting = PluralTranslation(
            format: "%1$@ %1$#@n@", variables: [PluralVariable(name: "n", valueType: "d", forms: [.other: "%d"])])
        #expect(conflicting.formatString.problems.map(\.kind) == [.conflictingTypes])
    }

    @Test(arguments: [
        ("%@ %2$d", false), ("%@ - %#@d2@ - %5$d - %04$f", false), ("%1$d of %d", true), ("%@ of %@ %2$d", true),
        ("%d %d %3$@", false), ("%2$@ %d %d", true),
    ])
    func mixedNumberingIsAProblemOnlyWhereBothNameOneArgument(format: String, isProblem: Bool) {
        #expect(FormatString(parsing: format).problems.contains { $0.kind == .mixedNumbering } == isProblem)
    }

    /// Found by fuzzing (Scripts/fuzz.sh printf): the mixed-numbering problem's offset was in UTF-8
    /// bytes, not scalars, after non-ASCII text.
    @Test func mixedNumberingOffsetCountsScalars() {
        let format = FormatString(parsing: "é %1$@ %@")
        #expect(format.problems.map(\.kind) == [.mixedNumbering])
        #expect(format.problems.first?.offset == 7)
    }
}
