import Foundation
import LocaleKitTestSupport
import Testing

@testable import LocalizationFormats

/// `.strings` files in property-list form (XML, as GlotPress exports them; binary, as built apps hold
/// them) are read as Foundation reads them, with locations where the file has lines.
@Suite struct StringsPropertyListTests {
    static let glotPress = Corpus.files(in: ["glotpress-pocketcasts"], withExtension: "strings")
    static let textFiles = Corpus.files(in: ["wikipedia-ios", "swiftgen-fixtures/Resources"], withExtension: "strings")

    @Test func corpusHasGlotPressPropertyLists() {
        let forms = Self.glotPress.map { PropertyListForm(of: Corpus.data($0)) }
        #expect(forms.filter { $0 == .xml }.count == 3)
        #expect(forms.filter { $0 == .text }.count == 2)
    }

    /// GlotPress's XML files (a DOCTYPE, a comment before `<plist>`) give Foundation's values.
    @Test(arguments: glotPress)
    func glotPressFileReadsAsFoundationReadsIt(path: String) throws {
        let data = Corpus.data(path)
        let foundation = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        let ours = StringsReader.read(data, file: path)
        #expect(ours.values == foundation)
        #expect(!ours.diagnostics.contains { $0.severity == .error }, "\(ours.diagnostics.prefix(3))")
        #expect(StringsReader.readValues(data, file: path).values == foundation)
    }

    /// Every text `.strings` of the corpus, written by Foundation as an XML and a binary property list
    /// (and XML with a UTF-8 byte order mark, and as UTF-16), reads back as Foundation reads those bytes.
    @Test(arguments: textFiles)
    func everyFormOfACorpusFileReadsAsFoundationReadsIt(path: String) throws {
        let values = try #require(
            try PropertyListSerialization.propertyList(from: Corpus.data(path), format: nil) as? [String: String])
        let xml = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
        let binary = try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
        let utf16 = try #require(String(decoding: xml, as: UTF8.self).data(using: .utf16))
        for (form, data) in [
            (PropertyListForm.xml, xml), (.binary, binary), (.xml, Data([0xEF, 0xBB, 0xBF]) + xml), (.xml, utf16),
        ] {
            #expect(PropertyListForm(of: data) == form)
            let foundation = try #require(
                try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
            let ours = StringsReader.read(data, file: path)
            #expect(ours.values == foundation, "\(form)")
            #expect(ours.diagnostics.isEmpty, "\(form): \(ours.diagnostics.prefix(3))")
        }
    }

    @Test func keysAndValuesAreLocatedInTheXML() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
              <dict>
                1️⃣<key>a</key>
                2️⃣<string>A</string>
              </dict>
            </plist>
            """
        let marked = MarkedText(text)
        let file = StringsReader.read(Data(marked.text.utf8), file: "de.lproj/L.strings")
        let entry = try #require(file.entries.first)
        #expect((entry.key, entry.value) == ("a", "A"))
        let key = try #require(marked.locations["1"])
        let value = try #require(marked.locations["2"])
        #expect(entry.keyLocation == SourceLocation(file: "de.lproj/L.strings", line: key.line, column: key.column))
        #expect(
            entry.valueLocation == SourceLocation(file: "de.lproj/L.strings", line: value.line, column: value.column))
    }

    /// Damaged XML is refused, as Foundation refuses it, with the place of the damage.
    @Test(arguments: [
        "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>a</key><string>B</dict></plist>",
        "<a> = \"b\";",
        "<plist><array><string>a</string></array></plist>",
    ])
    func damagedPropertyListIsRefusedWithALocation(text: String) {
        let data = Data(text.utf8)
        #expect((try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]) == nil)
        let file = StringsReader.read(data, file: "x.strings")
        #expect(file.isRefused)
        #expect(file.diagnostics.contains { $0.severity == .error && ($0.location?.line ?? 0) > 0 })
    }

    @Test func aRepeatedKeyKeepsTheLastValueAtTheFirstPlace() throws {
        let text =
            "<plist><dict><key>a</key><string>1</string><key>b</key><string>x</string><key>a</key><string>2</string></dict></plist>"
        let file = StringsReader.read(Data(text.utf8), file: "x.strings")
        #expect(file.entries.map(\.key) == ["a", "b"])
        #expect(file.values == ["a": "2", "b": "x"])
        #expect(file.diagnostics.map(\.rule) == [.duplicateKey])
        #expect(!file.isRefused)
    }

    @Test func aValueThatIsNotAStringIsAWarningAndLeftOut() {
        let text = "<plist><dict><key>a</key><integer>1</integer><key>b</key><string>2</string></dict></plist>"
        let file = StringsReader.read(Data(text.utf8), file: "x.strings")
        #expect(file.values == ["b": "2"])
        #expect(file.diagnostics.map(\.severity) == [.warning])
        #expect(!file.isRefused)
    }

    @Test func aBinaryFileIsLocatedAtTheFile() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["é": "ü", "k": "v"], format: .binary, options: 0)
        let file = StringsReader.read(data, file: "b.strings")
        #expect(file.values == ["é": "ü", "k": "v"])
        #expect(file.entries.allSatisfy { $0.keyLocation == SourceLocation(file: "b.strings") })
        let damaged = StringsReader.read(Data("bplist00garbage".utf8), file: "b.strings")
        #expect(damaged.isRefused)
        #expect(damaged.diagnostics.first?.location == SourceLocation(file: "b.strings"))
    }

    /// Text that only starts with white space and then a quote stays text.
    @Test func formIsDecidedByTheFirstCharacter() {
        #expect(PropertyListForm(of: Data("  \n\"a\" = \"<b>\";".utf8)) == .text)
        #expect(PropertyListForm(of: Data("/* <plist> */ \"a\" = \"b\";".utf8)) == .text)
        #expect(PropertyListForm(of: Data(" \n <plist/>".utf8)) == .xml)
        #expect(PropertyListForm(of: Data()) == .text)
    }
}
