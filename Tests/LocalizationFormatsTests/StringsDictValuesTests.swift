import Foundation
import Testing

@testable import LocalizationFormats

/// `StringsDictReader.readValues` (the runtime's location-free path) gives exactly the full reader's
/// entries and diagnostics: straight from the bytes on a clean file, through the full reader otherwise.
@Suite struct StringsDictValuesTests {
    static let files = Corpus.files(
        in: ["wikipedia-ios", "swiftgen-fixtures/Resources"], withExtension: "stringsdict")
    static let brokenFixtures = [
        "LocPluralErrorBothTypeKeys", "LocPluralErrorInvalidVariableValue", "LocPluralErrorMissingVariable",
        "LocPluralErrorPlaceholders",
    ]

    /// The full reader's entries by key, without locations (the fast path has none).
    static func fullValues(_ data: Data, file: String) -> (
        values: [String: PluralTranslation], diagnostics: [Diagnostic]
    ) {
        let full = StringsDictReader.read(data, file: file)
        var values: [String: PluralTranslation] = [:]
        for entry in full.entries { values[entry.key] = withoutLocations(entry.plural) }
        return (values, full.diagnostics)
    }

    static func withoutLocations(_ plural: PluralTranslation) -> PluralTranslation {
        var plural = plural
        for index in plural.variables.indices {
            plural.variables[index].location = nil
            plural.variables[index].formLocations = [:]
        }
        return plural
    }

    /// Whether the scanner read the file itself (rather than handing it to the full reader).
    static func scans(_ data: Data) -> Bool {
        let decoder = TextDecoder(data, file: "t")
        return decoder.utf8.withUnsafeBufferPointer { bytes in
            var scanner = PluralListScanner(bytes: bytes)
            return scanner.document() != nil
        }
    }

    static func expectSame(_ data: Data, file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let fast = StringsDictReader.readValues(data, file: file)
        let full = fullValues(data, file: file)
        #expect(fast.values.mapValues(withoutLocations) == full.values, sourceLocation: sourceLocation)
        #expect(fast.diagnostics == full.diagnostics, sourceLocation: sourceLocation)
        let widths = StringsDictReader.read(data, file: file).widthEntries.map { ($0.key, $0.variants) }
        #expect(fast.widths == Dictionary(widths, uniquingKeysWith: { $1 }), sourceLocation: sourceLocation)
    }

    @Test func corpusIsThere() {
        #expect(Self.files.count >= 24)
        #expect(Self.files.filter { $0.contains("LocPluralError") }.count == Self.brokenFixtures.count)
    }

    @Test(arguments: files)
    func sameEntriesAndDiagnosticsAsTheFullReader(path: String) {
        Self.expectSame(Corpus.data(path), file: path)
    }

    /// Every corpus file that the full reader reads without a diagnostic takes the fast path, unless it has
    /// variable-width rules (which only the full reader reads; they are rare).
    @Test(arguments: files)
    func cleanFilesTakeTheFastPath(path: String) {
        let data = Corpus.data(path)
        let full = StringsDictReader.read(data, file: path)
        #expect(Self.scans(data) == (full.diagnostics.isEmpty && full.widthEntries.isEmpty), "\(full.diagnostics)")
        if full.diagnostics.isEmpty { #expect(!full.entries.isEmpty) }
    }

    @Test(arguments: brokenFixtures)
    func brokenFixturesFallBackWithTheFullDiagnostics(name: String) {
        let path = "swiftgen-fixtures/Resources/\(name).stringsdict"
        let data = Corpus.data(path)
        let fast = StringsDictReader.readValues(data, file: path)
        let full = StringsDictReader.read(data, file: path)
        #expect(!Self.scans(data))
        #expect(!fast.diagnostics.isEmpty)
        #expect(fast.diagnostics == full.diagnostics)
        #expect(fast.diagnostics.allSatisfy { $0.location?.file == path && ($0.location?.line ?? 0) > 0 })
        #expect(fast.values == Dictionary(full.entries.map { ($0.key, $0.plural) }, uniquingKeysWith: { $1 }))
    }

    private static func entry(_ body: String, format: String = "%#@n@") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>k</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>\(format)</string>
                <key>n</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    \(body)
                </dict>
            </dict>
        </dict>
        </plist>
        """
    }

    /// Files the scanner reads itself, with what the entry's format or forms must be.
    @Test(arguments: [
        (entry("<key>one</key><string>one &amp; &lt;b&gt; &quot;x&apos;</string><key>other</key><string/>")),
        (entry("<!-- c --><key>other</key><string>%d</string><?pi x?>", format: "%@ and %#@n@")),
        ("<plist><dict/></plist>".replacingOccurrences(of: "<dict/>", with: "<dict></dict>")),
        ("\u{FEFF}" + entry("<key>zero</key><string>нет</string><key>other</key><string>%d шт.</string>")),
        (entry("<key>other</key><string>\r\n  spaced  \t</string>")),
    ])
    func wellFormedFilesAreScanned(source: String) {
        let data = Data(source.utf8)
        #expect(Self.scans(data))
        #expect(StringsDictReader.read(data, file: "t").diagnostics.isEmpty)
        Self.expectSame(data, file: "t")
    }

    /// Files the scanner hands to the full reader: the result is still the full reader's, exactly.
    @Test(arguments: [
        entry("<key>other</key><string><![CDATA[<b>]]></string>"),
        entry("<key>other</key><string>&#233;</string>"),
        entry("<key>other</key><string>a<!-- c -->b</string>"),
        entry("<key>one</key><string>a</string>"),
        entry("<key>other</key><string>a</string><key>other</key><string>b</string>"),
        entry("<key>other</key><string>a</string><key>plenty</key><string>b</string>"),
        entry("<key>other</key><string>a</string>", format: "%#@m@"),
        entry("<key>other</key><string>a</string>", format: "%1$@ %1$#@n@"),
        entry("<key>other</key><string>a</string><key>NSStringFormatValueTypeKey</key><string>d</string>"),
        entry("<key>other</key><integer>1</integer>"),
        entry("<key>other</key ><string>a</string >"),
        entry("<key>other</key><string>a</string>").replacingOccurrences(of: ">d<", with: ">@<"),
        entry("<key>other</key><string>a</string>").replacingOccurrences(of: "<dict>", with: "<dict> x"),
        entry("<key>other</key><string>a</string>").replacingOccurrences(of: "PUBLIC", with: "[ ]"),
        entry("<key>other</key><string>a</string>") + "<plist/>",
        entry("<key>other</key><string>a</string>").replacingOccurrences(of: "</plist>", with: ""),
        "<plist><dict><key>k</key><string>x</string></dict></plist>",
        "<plist><dict><key>k</key><dict/></dict></plist>",
        "<plist><dict><key>k</key><dict><key>NSStringVariableWidthRuleType</key><string>x</string></dict></dict></plist>",
        "<plist><array/></plist>", "<plist/>", "", "<plist><dict>",
        "<plist><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict>"
            + "<key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>y</string></dict></dict></plist>",
    ])
    func otherFilesFallBack(source: String) {
        let data = Data(source.utf8)
        #expect(!Self.scans(data))
        Self.expectSame(data, file: "t")
    }

    /// UTF-16 (decoded first) and UTF-8 with a byte order mark (read in place) give the same plurals.
    @Test func otherEncodingsGiveTheSamePlurals() throws {
        let source = Self.entry("<key>one</key><string>один</string><key>other</key><string>%d штук</string>")
        let utf16 = try #require(source.data(using: .utf16LittleEndian))
        let withBOM = Data([0xFF, 0xFE]) + utf16
        let utf8WithBOM = Data([0xEF, 0xBB, 0xBF]) + Data(source.utf8)
        let expected = StringsDictReader.readValues(Data(source.utf8), file: "t")
        #expect(expected.diagnostics.isEmpty)
        #expect(expected.values["k"]?.variables.first?.forms[.one] == "один")
        for data in [withBOM, utf8WithBOM] {
            let read = StringsDictReader.readValues(data, file: "t")
            #expect(read.values == expected.values)
            #expect(read.diagnostics.isEmpty)
            Self.expectSame(data, file: "t")
        }
    }

    /// The reference check's shortcut (`%#@name@` and one variable `name`) finds what parsing finds: nothing,
    /// for every corpus entry it applies to and for odd names; and it does not apply where parsing finds more.
    @Test func singleReferenceShortcutAgreesWithParsing() {
        var translations: [PluralTranslation] = []
        for path in Self.files {
            translations += StringsDictReader.read(Corpus.data(path), file: path).entries.map(\.plural)
        }
        let forms: [PluralCategory: String] = [.one: "one", .other: "%d others"]
        for name in ["v1", "a b", "é", "x%d", "%", "n$", "1", "", "a@b", "@"] {
            for format in [
                "%#@\(name)@", "%#@\(name)@ ", "%1$#@\(name)@", "%#@\(name)", "a %#@\(name)@ b", "%#@\(name)@%",
                "%#@\(name)@ %d", "100%% %#@\(name)@", "%#@\(name)@@", "x%#@\(name)@\u{0}", "é %#@\(name)@ 😀",
            ] {
                translations.append(
                    PluralTranslation(
                        format: format, variables: [PluralVariable(name: name, valueType: "d", forms: forms)]))
            }
            translations.append(
                PluralTranslation(
                    format: "%#@\(name)@",
                    variables: [PluralVariable(name: name, valueType: "d", forms: [.other: "%#@other@"])]))
        }
        var shortcuts = 0
        for translation in translations {
            let parsed = PluralEntryReader.ReferenceCheck(parsing: translation)
            if PluralEntryReader.ReferenceCheck.isSingleReference(translation) {
                shortcuts += 1
                #expect(parsed.isEmpty, "\(translation)")
                #expect(PluralEntryReader.ReferenceCheck(translation).isEmpty)
            } else {
                let checked = PluralEntryReader.ReferenceCheck(translation)
                #expect(checked.undefined == parsed.undefined && checked.problems == parsed.problems)
                #expect(checked.unreferenced.map(\.name) == parsed.unreferenced.map(\.name))
            }
        }
        #expect(shortcuts > 400)
    }

    @Test func invalidUTF8FallsBackWithAnEncodingDiagnostic() {
        var data = Data(Self.entry("<key>other</key><string>a</string>").utf8)
        data[data.count - 40] = 0xFF
        let fast = StringsDictReader.readValues(data, file: "t")
        #expect(fast.diagnostics.contains { $0.rule == .encoding })
        Self.expectSame(data, file: "t")
    }
}
