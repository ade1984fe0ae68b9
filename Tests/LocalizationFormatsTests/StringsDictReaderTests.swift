import Foundation
import Testing

@testable import LocalizationFormats

@Suite struct StringsDictReaderTests {
    private func plist(_ body: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            \(body)
            </plist>
            """.utf8)
    }

    private func fixture(_ name: String) -> StringsDictFile {
        StringsDictReader.read(Corpus.data("swiftgen-fixtures/Resources/\(name).stringsdict"), file: name)
    }

    private func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.location?.description ?? ""): \($0.rule): \($0.message)" }.joined(separator: "\n")
    }

    /// The value types taken without the printf parser are ones it accepts.
    @Test(arguments: PluralEntryReader.commonValueTypes.sorted())
    func commonValueTypesAreNumericConversions(valueType: String) {
        #expect(PluralEntryReader.parsesAsNumericConversion(valueType))
        #expect(PluralEntryReader.isValidValueType("%" + valueType))
    }

    @Test func readsAPluralEntryWithLocations() {
        let file = StringsDictReader.read(
            plist(
                """
                <dict>
                    <key>files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%1$@ has %2$#@count@ &amp; more</string>
                        <key>count</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>ld</string>
                            <key>one</key>
                            <string>one file</string>
                            <key>other</key>
                            <string>%2$ld files</string>
                        </dict>
                    </dict>
                </dict>
                """), file: "t.stringsdict")
        #expect(file.diagnostics.isEmpty, "\(describe(file.diagnostics))")
        let entry = file.entries.first
        #expect(entry?.key == "files")
        #expect(entry?.location.line == 5)
        #expect(entry?.location.column == 5)
        #expect(entry?.plural.format == "%1$@ has %2$#@count@ & more")
        let variable = entry?.plural.variable(named: "count")
        #expect(variable?.valueType == "ld")
        #expect(variable?.specType == "NSStringPluralRuleType")
        #expect(variable?.forms == [.one: "one file", .other: "%2$ld files"])
        #expect(variable?.location?.line == 9)
        #expect(entry?.plural.formatString.argumentTypes == [.string, .int])
    }

    @Test func bothTypeKeysFixture() {
        let file = fixture("LocPluralErrorBothTypeKeys")
        let error = file.diagnostics.first { $0.severity == .error }
        #expect(error?.message.contains("both NSStringLocalizedFormatKey and NSStringVariableWidthRuleType") == true)
        #expect(error?.location?.line == 23, "\(describe(file.diagnostics))")
        #expect(file.diagnostics.filter { $0.severity == .error }.count == 1)
        // The entry with both rules is read as its plural; the one with only a variable-width rule as widths.
        #expect(
            file.entries.map(\.key).sorted() == [
                "competition.event.number-of-matches", "competition.tab.favorite-players",
            ])
        #expect(file.widthEntries.map(\.key) == ["competition.tab.favorite-teams"])
        #expect(file.widthEntries.first?.variants.texts == [20: "Fav. Teams", 25: "Favorite Teams"])
    }

    @Test func variableWidthProblemsAreLocated() {
        let file = StringsDictReader.read(
            plist(
                """
                <dict>
                    <key>letters</key>
                    <dict>
                        <key>NSStringVariableWidthRuleType</key>
                        <dict>
                            <key>wide</key>
                            <string>Wide</string>
                            <key>20</key>
                            <dict/>
                            <key>040</key>
                            <string>Forty</string>
                            <key>40</key>
                            <string>Forty again</string>
                        </dict>
                        <key>extra</key>
                        <string>x</string>
                    </dict>
                    <key>empty</key>
                    <dict>
                        <key>NSStringVariableWidthRuleType</key>
                        <dict/>
                    </dict>
                    <key>notADict</key>
                    <dict>
                        <key>NSStringVariableWidthRuleType</key>
                        <string>x</string>
                    </dict>
                </dict>
                """), file: "w.stringsdict")
        #expect(file.widthEntries.map(\.key) == ["letters"])
        #expect(file.widthEntries.first?.variants.texts == [40: "Forty again"])
        let found = file.diagnostics.map { "\($0.location?.line ?? 0) \($0.severity.rawValue) \($0.message)" }
        #expect(
            found == [
                "9 error 'wide' in NSStringVariableWidthRuleType of 'letters' is not a width (a whole number such as 20)",
                "11 error width 20 of 'letters' must be a <string>",
                "15 warning width '40' of 'letters' repeats the width '040'; the last one wins",
                "18 warning unknown key 'extra' in the variable-width entry 'letters'; ignored",
                "21 error 'empty' has no width variant in NSStringVariableWidthRuleType",
                "26 error NSStringVariableWidthRuleType of 'notADict' must be a <dict> of widths and strings",
            ], "\(found)")
    }

    @Test func theLaterDefinitionOfAKeyWinsAcrossKinds() {
        let file = StringsDictReader.read(
            plist(
                """
                <dict>
                    <key>k</key>
                    <dict>
                        <key>NSStringVariableWidthRuleType</key>
                        <dict><key>10</key><string>Short</string></dict>
                    </dict>
                    <key>k</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@n@</string>
                        <key>n</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key><string>d</string>
                            <key>other</key><string>%d</string>
                        </dict>
                    </dict>
                </dict>
                """), file: "w.stringsdict")
        #expect(file.widthEntries.isEmpty)
        #expect(file.entries.map(\.key) == ["k"])
        #expect(file.diagnostics.map(\.rule) == [.duplicateKey])
    }

    @Test func invalidVariableValueFixture() {
        let file = fixture("LocPluralErrorInvalidVariableValue")
        let errors = file.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(describe(file.diagnostics))")
        #expect(errors.first?.message.contains("invalid NSStringFormatValueTypeKey '@'") == true)
        // At the offending value's <string>, not the variable's <key> (line 9).
        #expect(errors.first?.location?.line == 14)
    }

    @Test func missingVariableFixture() {
        let file = fixture("LocPluralErrorMissingVariable")
        let errors = file.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(describe(file.diagnostics))")
        #expect(errors.first?.message.contains("'hat_bewertung', which is not defined") == true)
        #expect(errors.first?.location?.line == 8)
        #expect(
            file.diagnostics.contains { $0.message.contains("'has_rating' is defined but no format references it") })
    }

    @Test func placeholdersFixture() {
        let file = fixture("LocPluralErrorPlaceholders")
        let errors = file.diagnostics.filter { $0.severity == .error }
        #expect(errors.allSatisfy { $0.rule == .invalidFormat && $0.location?.line == 8 }, "\(describe(errors))")
        #expect(errors.contains { $0.message.contains("argument 2 is used as String and") })
        #expect(errors.contains { $0.message.contains("mixed") })
    }

    @Test func validFixturesHaveNoErrors() {
        for name in ["Localizable", "LocPluralNested", "LocPluralUnsupported"] {
            let file = fixture(name)
            #expect(!file.entries.isEmpty, "\(name)")
            #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(name): \(describe(file.diagnostics))")
        }
    }

    /// `"%@ %2$#@has_rating@"` mixes the styles without naming one argument twice: Foundation counts
    /// unnumbered specifiers 1, 2, … whatever numbered ones say, so that is well defined (and
    /// SwiftGen types it). Only `%0$` is a problem.
    @Test func advancedFixtureOnlyHasItsPositionZero() {
        let file = fixture("LocPluralAdvanced")
        let errors = file.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(describe(errors))")
        #expect(errors.allSatisfy { $0.rule == .invalidFormat && $0.message.contains("start at 1") })
    }

    @Test func variableWithoutOtherForm() {
        let file = StringsDictReader.read(
            plist(
                """
                <dict><key>k</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>one</string>
                </dict></dict></dict>
                """), file: "t")
        #expect(file.diagnostics.map(\.message) == ["variable 'n' has no 'other' form, which every language needs"])
        #expect(file.diagnostics.first?.location?.line == 6)
    }

    @Test func doctypeInternalSubsetIsRefusedAndEntitiesAreNotExpanded() {
        let data = Data(
            """
            <?xml version="1.0"?>
            <!DOCTYPE plist [ <!ENTITY lol "lololol"> <!ENTITY lol2 "&lol;&lol;&lol;"> ]>
            <plist><dict><key>k</key><string>&lol2;</string></dict></plist>
            """.utf8)
        let (root, diagnostics) = PropertyListXML.parse(data, file: "t")
        #expect(diagnostics.map(\.location?.line) == [2, 3])
        #expect(diagnostics.first?.message.contains("internal subset") == true)
        #expect(diagnostics.last?.message.contains("unknown entity '&lol2;'") == true)
        #expect(root?["k"]?.string == "&lol2;")
    }

    @Test func predefinedAndNumericReferencesAreDecoded() {
        let data = Data("<plist><string>&lt;&gt;&amp;&quot;&apos;&#233;&#x1F600;<![CDATA[<b>]]></string></plist>".utf8)
        let (root, diagnostics) = PropertyListXML.parse(data, file: "t")
        #expect(diagnostics.isEmpty)
        #expect(root?.string == "<>&\"'é😀<b>")
    }

    @Test func deepNestingIsBounded() {
        let depth = 10_000
        let data = Data(
            ("<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
                + "</plist>").utf8)
        let (root, diagnostics) = PropertyListXML.parse(data, file: "t")
        #expect(root != nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("nesting deeper than 64") == true)
    }

    @Test(arguments: [
        "<plist><dict><key>a</key></dict></plist>", "<plist><dict><string>x</string></dict></plist>",
        "<plist><dict><key>a</key><string>x</dict></plist>", "<plist><dict>", "<plist><strin", "<<<&&&",
        "<plist><integer>x</integer></plist>", "<plist><dict><key>a</key><foo/></dict></plist>", "",
    ])
    func malformedXMLGivesDiagnosticsNotACrash(source: String) {
        let file = StringsDictReader.read(Data(source.utf8), file: "t")
        #expect(!file.diagnostics.isEmpty)
        #expect(file.diagnostics.allSatisfy { $0.location?.file == "t" })
    }

    /// Hardening (issue 9): a truncated file reported "expected </dict>" once per open element, at one place.
    @Test func aTruncatedDeepFileReportsEachProblemOnce() {
        let text = "<plist><dict><key>k</key>" + String(repeating: "<dict><key>k</key>", count: 10)
        let file = StringsDictReader.read(Data(text.utf8), file: "x.stringsdict")
        let messages = file.diagnostics.map { "\($0.location.map(\.description) ?? ""): \($0.message)" }
        #expect(messages.filter { $0.contains("expected </dict>") }.count == 1, "\(messages)")
        #expect(Set(messages).count == messages.count, "\(messages)")
    }

    /// Hardening (issue 9): only Apple's property list DTD may be named, and a huge tag is reported.
    @Test func foreignDoctypesAndHugeTagsAreReported() {
        let foreign = StringsDictReader.read(
            Data("<!DOCTYPE plist SYSTEM \"http://example.com/x.dtd\"><plist><dict/></plist>".utf8),
            file: "x.stringsdict")
        #expect(
            foreign.diagnostics.map(\.message) == [
                "the DOCTYPE names an external DTD 'http://example.com/x.dtd'; it is never loaded"
            ])
        let huge = "<plist version=\"" + String(repeating: "v", count: 11 << 20) + "\"><dict/></plist>"
        let file = StringsDictReader.read(Data(huge.utf8), file: "x.stringsdict")
        #expect(file.diagnostics.map(\.location) == [SourceLocation(file: "x.stringsdict", line: 1, column: 1)])
    }
}
