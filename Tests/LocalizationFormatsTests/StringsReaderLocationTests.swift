import Foundation
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// Locations are counted by the lexer as it reads (lines) and from the line's start (columns): these tests
/// pin them where that is easiest to get wrong, and check that every encoding of one text reads the same.
@Suite struct StringsReaderLocationTests {
    private func position(_ location: LocalizationFormats.SourceLocation?) -> SourceLocationStub? {
        location.map { SourceLocationStub(line: $0.line, column: $0.column) }
    }

    @Test func locationsAfterEscapesMultilineStringsAndComments() {
        let marked = MarkedText(
            #"""
            1️⃣"a\U00e9\n" = 2️⃣"x\Ud83d\Ude00y";
            3️⃣"multi" = 4️⃣"line one
            line two\
            line thrée";  5️⃣"next" = 6️⃣"v";
            /* block
               comment */ 7️⃣"k" = 8️⃣'single\'s';
            """#)
        let file = StringsReader.read(marked.text, file: "test.strings")
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.map(\.key) == ["aé\n", "multi", "next", "k"])
        #expect(file.entries.map(\.value) == ["x😀y", "line one\nline two\nline thrée", "v", "single's"])
        let locations = file.entries.flatMap { [position($0.keyLocation), position($0.valueLocation)] }
        #expect(locations == (1...8).map { marked.location(String($0)) })
        #expect(file.entries[3].comment == "block\n   comment")
    }

    @Test func carriageReturnsCountAsColumnsAndLinesEndAtLineFeeds() {
        let marked = MarkedText("1️⃣\"a\" = 2️⃣\"b\";\r\n3️⃣\"c\" =\r\n 4️⃣\"d\"\r\n5️⃣\"e\" = 6️⃣\"f\";\r\n")
        let file = StringsReader.read(marked.text, file: "test.strings")
        #expect(file.entries.map(\.key) == ["a", "c", "e"])
        let locations = file.entries.flatMap { [position($0.keyLocation), position($0.valueLocation)] }
        #expect(locations == (1...6).map { marked.location(String($0)) })
        // The missing ';' after "d" is reported right after it, before the carriage return.
        #expect(file.diagnostics.map(\.message) == ["missing ';' at the end of the entry"])
        #expect(position(file.diagnostics.first?.location) == SourceLocationStub(line: 3, column: 5))
    }

    @Test func byteOrderMarkIsNotAColumn() {
        let marked = MarkedText("1️⃣\"ä\" = 2️⃣\"b\";\n3️⃣k = 4️⃣v;")
        let file = StringsReader.read(Data([0xEF, 0xBB, 0xBF]) + Data(marked.text.utf8), file: "test.strings")
        let locations = file.entries.flatMap { [position($0.keyLocation), position($0.valueLocation)] }
        #expect(locations == (1...4).map { marked.location(String($0)) })
    }

    @Test func manyEntriesOnOneLineKeepExactColumns() {
        var text = ""
        var expected: [SourceLocationStub] = []
        for index in 0..<3000 {
            expected.append(SourceLocationStub(line: 2, column: text.unicodeScalars.count + 1))
            text += "\"k\(index)é\" = \"ü\(index)\"; "
        }
        let file = StringsReader.read("// one line\n" + text, file: "test.strings")
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.count == 3000)
        #expect(file.entries.map { position($0.keyLocation) } == expected)
    }

    @Test func escapeFaultsAreReportedAtTheirBackslash() {
        let marked = MarkedText(
            #"""
            "m" = "two
            lines"; "a" = "x1️⃣\Ud800y";
            "b" = "2️⃣\U";
            "c" = "é3️⃣\q4️⃣\Udc00";
            """#)
        let file = StringsReader.read(marked.text, file: "test.strings")
        #expect(file.entries.map(\.value) == ["two\nlines", "x\u{FFFD}y", "\u{0}", "éq\u{FFFD}"])
        #expect(file.diagnostics.map { position($0.location) } == (1...4).map { marked.location(String($0)) })
    }

    @Test(arguments: [
        (#"\U00e9"#, "é"), (#"\U00E9"#, "é"), (#"\U12"#, "\u{12}"), (#"\U00e9f"#, "éf"), (#"\U20ac!"#, "€!"),
        (#"\Ud83d\Ude00"#, "😀"), (#"\U7b80\U4f53"#, "简体"), (#"\U0041\U0042"#, "AB"), (#"\U41"#, "A"),
        (#"\Ufff"#, "\u{FFF}"), (#"\U0000"#, "\u{0}"),
    ])
    func unicodeEscapesOfAnyLength(escaped: String, decoded: String) {
        let file = StringsReader.read("\"k\" = \"\(escaped)\";", file: "test.strings")
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.first?.value == decoded)
    }

    /// One text with non-ASCII characters, escapes, comments, CRLF and errors, in every encoding the
    /// reader detects: the entries, comments, locations and diagnostics are the same.
    @Test(arguments: ["utf-8", "utf-8 bom", "utf-16le bom", "utf-16be bom", "utf-16le", "utf-16be"])
    func everyEncodingReadsTheSame(encoding: String) {
        let text = """
            /* Grüße */
            "greeting" = "Hallo, %@! \\U00e9\\n";\r
            // two
            // lines
            "ключ" = 'значение';  "日本" = "語\\Ud83d\\Ude00";
            "multi" = "a
            b"; "broken" = "x"
            "dup" = "1"; "dup" = "2";
            "bad" = "\\q";
            """
        let reference = StringsReader.read(Data(text.utf8), file: "test.strings")
        #expect(reference.entries.count == 7)
        #expect(reference.diagnostics.count == 3)
        var data = Data()
        switch encoding {
        case "utf-8": data = Data(text.utf8)
        case "utf-8 bom": data = Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
        case "utf-16le bom": data = Data([0xFF, 0xFE]) + utf16(text, bigEndian: false)
        case "utf-16be bom": data = Data([0xFE, 0xFF]) + utf16(text, bigEndian: true)
        case "utf-16le": data = utf16(text, bigEndian: false)
        default: data = utf16(text, bigEndian: true)
        }
        let file = StringsReader.read(data, file: "test.strings")
        #expect(file.entries == reference.entries)
        #expect(file.diagnostics == reference.diagnostics)
        let values = StringsReader.readValues(data, file: "test.strings")
        #expect(values.values == reference.values)
        #expect(values.diagnostics == reference.diagnostics)
    }

    /// The UTF-16 decoder takes sixteen, eight, four and one unit at a time: every length of a value, ASCII
    /// or not at its end, reads as in UTF-8.
    @Test(arguments: 0..<48)
    func utf16OfEveryLengthReadsAsUTF8(length: Int) {
        for last in ["", "é", "😀"] {
            let text = "\"k\" = \"" + String(repeating: "a", count: length) + last + "\";"
            let reference = StringsReader.read(Data(text.utf8), file: "t.strings")
            let file = StringsReader.read(Data([0xFF, 0xFE]) + utf16(text, bigEndian: false), file: "t.strings")
            #expect(file.entries == reference.entries)
            #expect(file.diagnostics.isEmpty)
            let unterminated = StringsReader.read(
                Data([0xFF, 0xFE]) + utf16(String(text.dropLast(2)), bigEndian: false), file: "t.strings")
            #expect(unterminated.diagnostics.map(\.message) == ["unterminated string: the closing \" is missing"])
        }
    }

    private func utf16(_ text: String, bigEndian: Bool) -> Data {
        Data(
            text.utf16.flatMap { unit in
                bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            })
    }
}

/// A forgotten closing quote: the string swallows the next line's opening quote, and the parser
/// only notices lines below. The first error after it carries a note at the opening quote.
@Suite struct UnterminatedStringNoteTests {
    @Test func theFirstErrorAfterAMultiLineStringPointsAtItsOpeningQuote() throws {
        let marked = MarkedText(
            """
            "a" = "1";
            "b" = 1️⃣"unterminated;
            "c" = "3";
            "d" = "4";
            """)
        let file = StringsReader.read(marked.text, file: "test.strings")
        let first = try #require(file.diagnostics.first)
        #expect(first.message == "missing ';' at the end of the entry")
        #expect(first.location?.line == 3)
        #expect(
            first.notes.map(\.message) == ["this string starts here and runs to line 3; is its closing quote missing?"])
        let note = try #require(first.notes.first?.location)
        #expect(SourceLocationStub(line: note.line, column: note.column) == marked.location("1"))
        #expect(note.file == "test.strings")
        // One note, on the first error only.
        let later = file.diagnostics.dropFirst().filter { !$0.notes.isEmpty }
        #expect(later.isEmpty, "\(later)")
    }

    @Test func aMultiLineValueThatEndsWellGetsNoNote() {
        let file = StringsReader.read("\"a\" = \"two\nlines\";\n\"b\" \"c\";\n", file: "test.strings")
        #expect(file.diagnostics.map(\.message) == ["missing '=' between the key and its value"])
        #expect(file.diagnostics.first?.notes.isEmpty == true)
    }
}
