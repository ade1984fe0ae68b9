import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog

struct TableWriterTests {
    static let tricky: [(key: String, value: String, comment: String?)] = [
        ("quote\"d", "say \"hi\"", "has */ inside"),
        ("back\\slash", "C:\\path\\", nil),
        ("multi\nline key", "line 1\nline 2\ttab\rcr", "Comment"),
        ("control", "bell\u{07} nul\u{01} del\u{7F}", nil),
        ("emoji 😀", "ünïcödé 😀 %1$@ %%", ""),
        ("= ; /* not a comment */", "// neither", nil),
    ]

    @Test func stringsOutputIsExactForASmallTable() {
        let data = StringsWriter.data([("b", "B", nil), ("a", "A\n", "First")])
        #expect(String(decoding: data, as: UTF8.self) == "/* First */\n\"a\" = \"A\\n\";\n\n\"b\" = \"B\";\n")
    }

    @Test func stringsAreReadBackIdenticallyByFoundation() throws {
        let data = StringsWriter.data(Self.tricky)
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        #expect(plist == Dictionary(uniqueKeysWithValues: Self.tricky.map { ($0.key, $0.value) }))
    }

    /// Foundation refuses a zero-length `.strings` ("Cannot parse a NULL or zero-length data"): a
    /// table without entries is one comment, which Foundation and the reader read as empty.
    @Test func anEmptyTableIsACommentFoundationReadsAsEmpty() throws {
        let data = StringsWriter.data([])
        #expect(!data.isEmpty)
        #expect(throws: (any Error).self) { try PropertyListSerialization.propertyList(from: Data(), format: nil) }
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        #expect(plist == [:])
        let file = StringsReader.read(data, file: "t.strings")
        #expect(file.diagnostics.isEmpty && file.entries.isEmpty)
    }

    @Test func stringsAreReadBackIdenticallyByTheStringsReader() {
        let file = StringsReader.read(StringsWriter.data(Self.tricky), file: "t.strings")
        #expect(file.diagnostics.isEmpty)
        let values = Dictionary(uniqueKeysWithValues: file.entries.map { ($0.key, $0.value) })
        #expect(values == Dictionary(uniqueKeysWithValues: Self.tricky.map { ($0.key, $0.value) }))
        #expect(file.entries.first { $0.key == "multi\nline key" }?.comment == "Comment")
    }

    @Test func outputDoesNotDependOnInputOrder() {
        #expect(StringsWriter.data(Self.tricky) == StringsWriter.data(Self.tricky.reversed()))
        let plurals = Self.plurals
        #expect(StringsDictWriter.data(plurals) == StringsDictWriter.data(plurals.reversed()))
    }

    static let plurals: [(key: String, plural: PluralTranslation)] = [
        (
            "%d files & <folders>",
            PluralTranslation(
                format: "%1$#@files@ in %2$#@folders@",
                variables: [
                    PluralVariable(
                        name: "files", valueType: "d", forms: [.one: "%1$d file", .other: "%1$d files & more"]),
                    PluralVariable(
                        name: "folders", valueType: "ld", forms: [.zero: "no <folder>", .other: "%2$ld folders"]),
                ])
        ),
        (
            "apples",
            PluralTranslation(
                format: "%#@n@", variables: [PluralVariable(name: "n", valueType: nil, forms: [.other: "x"])])
        ),
    ]

    @Test func stringsdictIsAPropertyListFoundationReads() throws {
        let data = StringsDictWriter.data(Self.plurals)
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let files = try #require(plist["%d files & <folders>"] as? [String: Any])
        #expect(files["NSStringLocalizedFormatKey"] as? String == "%1$#@files@ in %2$#@folders@")
        let folders = try #require(files["folders"] as? [String: String])
        #expect(
            folders == [
                "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "ld",
                "zero": "no <folder>", "other": "%2$ld folders",
            ])
        let apples = try #require(plist["apples"] as? [String: Any])
        #expect((apples["n"] as? [String: String])?["NSStringFormatValueTypeKey"] == nil)
    }

    @Test func xmlEscapingSurvivesLibxml2() throws {
        let values = ["a & b < c > d \"e\"", "cr\rlf\r\n", "tab\tnew\nline"]
        for value in values {
            let xliff =
                "<xliff version=\"1.2\"><file original=\"a.strings\" source-language=\"en\" target-language=\"de\"><body>"
                + "<trans-unit id=\"\(XMLEscaping.attribute(value))\"><source>\(XMLEscaping.text(value))</source></trans-unit>"
                + "</body></file></xliff>"
            let (document, diagnostics) = XLIFFReader.document(Data(xliff.utf8), path: "t.xliff")
            #expect(diagnostics.isEmpty)
            #expect(document?.files.first?.units.first?.id == value)
            #expect(document?.files.first?.units.first?.source == value)
        }
    }
}
