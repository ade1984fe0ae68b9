import Foundation
import LocaleKitTestSupport
import Testing

@testable import LocalizationFormats

@Suite struct StringsReaderTests {
    private func read(_ text: String) -> StringsFile {
        StringsReader.read(text, file: "test.strings")
    }

    private func position(_ location: LocalizationFormats.SourceLocation?) -> SourceLocationStub? {
        location.map { SourceLocationStub(line: $0.line, column: $0.column) }
    }

    @Test func readsEntriesWithLocationsAndComments() {
        let marked = MarkedText(
            """
            /* Greeting on the home screen */
            1️⃣"greeting" = 2️⃣"Hallo, %@!";
            // Two line
            // comment
            3️⃣key.unquoted = 4️⃣value_unquoted;
            "ünï" = "x"; 5️⃣"after" = 6️⃣"y";
            """)
        let file = read(marked.text)
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.map(\.key) == ["greeting", "key.unquoted", "ünï", "after"])
        #expect(file.entries[0].value == "Hallo, %@!")
        #expect(file.entries[0].comment == "Greeting on the home screen")
        #expect(position(file.entries[0].keyLocation) == marked.location("1"))
        #expect(position(file.entries[0].valueLocation) == marked.location("2"))
        #expect(file.entries[1].comment == "Two line\ncomment")
        #expect(file.entries[1].value == "value_unquoted")
        #expect(position(file.entries[1].keyLocation) == marked.location("3"))
        #expect(position(file.entries[1].valueLocation) == marked.location("4"))
        #expect(file.entries[2].comment == nil)
        #expect(position(file.entries[3].keyLocation) == marked.location("5"), "columns count Unicode scalars")
        #expect(position(file.entries[3].valueLocation) == marked.location("6"))
        #expect(file.entries[0].keyLocation.file == "test.strings")
    }

    /// A block comment trimmed on its bytes is the comment trimmed by `Character`: every block comment
    /// of the test corpus, and the edges where a space may belong to a grapheme.
    @Test func blockCommentsTrimmedOnBytesAreTrimmedByCharacter() throws {
        var contents: [[UInt8]] = [
            Array(" \u{301}x ".utf8), Array("x\u{600} ".utf8), Array("\r\n x \r\n".utf8), [], Array("   ".utf8),
            Array("\u{A0}x\u{A0}".utf8), [0x20, 0xC3, 0x20], [0xC3], Array("a\u{200D} ".utf8),
            Array("\t\u{1F600}\n".utf8),
            Array(" é ".utf8), [0x20, 0x80, 0x41, 0x20], Array("x \r".utf8),
        ]
        let corpus = URL(fileURLWithPath: TestPaths.corpus)
        let files = try #require(FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "strings" {
            guard let data = try? Data(contentsOf: file) else { continue }
            let decoded = String(decoding: TextDecoder(data, file: file.path).utf8, as: UTF8.self)
            var rest = decoded[...]
            while let open = rest.range(of: "/*"), let close = rest[open.upperBound...].range(of: "*/") {
                contents.append(Array(rest[open.upperBound..<close.lowerBound].utf8))
                rest = rest[close.upperBound...]
            }
        }
        #expect(contents.count > 1000)
        for content in contents {
            let byCharacter = String(String(decoding: content, as: UTF8.self).trimmingWhitespace())
            #expect(content.withUnsafeBufferPointer(StringsParser.blockCommentText) == byCharacter, "\(content)")
        }
    }

    @Test func commentsOnlyAttachToTheEntryRightBelow() {
        let file = read(
            """
            /* File header */

            "a" = "1"; // trailing note for a
            "b" = "2";
            /* for c */ "c" = "3";
            """)
        #expect(file.entries.map(\.comment) == [nil, nil, "for c"])
    }

    @Test func keyAloneMeansValueIsKey() {
        let file = read("\"Cancel\";\nOK;")
        #expect(file.values == ["Cancel": "Cancel", "OK": "OK"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test(arguments: [
        (#""a" = "x\ny";"#, "x\ny"), (#""a" = "\t\r\"\\\'";"#, "\t\r\"\\'"),
        (#""a" = "\a\b\f\v";"#, "\u{07}\u{08}\u{0C}\u{0B}"), (#""a" = "\012\101\0";"#, "\n" + "A\u{0}"),
        (#""a" = "\351";"#, "Ø"), (#""a" = "\U00e9\U00C9";"#, "éÉ"), (#""a" = "\UD83D\UDE00!";"#, "😀!"),
        ("\"a\" = \"multi\\\nline\";", "multi\nline"), (#"'a' = 'it''s';"#, "it"),
        (#""a" = 'say "hi"';"#, "say \"hi\""),
    ])
    func decodesEscapesAsFoundationDoes(source: String, expected: String) {
        let file = read(source)
        #expect(file.entries.first?.value == expected)
    }

    @Test(arguments: [
        ("\"a\" = \"b\"1️⃣\n\"c\" = \"d\";", "missing ';'"),
        ("\"a\" = \"b\"1️⃣", "missing ';'"),
        ("\"a\"1️⃣\n\"c\" = \"d\";", "missing ';'"),
        ("\"a\" 1️⃣\"b\";", "missing '='"),
        ("\"a\" = 1️⃣;", "expected a value"),
        ("\"x\" = \"y\";\n\"a\" = 1️⃣\"b;\n", "unterminated string"),
        ("\"a\" = \"b\";\n1️⃣/* never closed\n", "unterminated comment"),
        ("1️⃣# \"a\" = \"b\";", "stray character '#'"),
        ("\"a\" = \"b\";\n  1️⃣}\n", "stray character '}'"),
        ("\"a\" 1️⃣{ = \"b\";", "expected '=' or ';'"),
    ])
    func reportsEachSyntaxErrorAtItsLocation(source: String, message: String) {
        let marked = MarkedText(source)
        let file = read(marked.text)
        let errors = file.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.rule == .syntax)
        #expect(errors.first?.message.contains(message) == true, "\(errors.first?.message ?? "")")
        #expect(position(errors.first?.location) == marked.location("1"))
    }

    /// A faulty escape is rule `escape` (the file is read, not refused): an error where the app shows
    /// something else than was meant, a warning where it shows the escaped character itself.
    @Test(arguments: [
        ("\"a\" = \"x1️⃣\\qy\";", Diagnostic.Severity.error, "the app shows 'q'", "xqy"),
        ("\"a\" = \"1️⃣\\U\";", .error, "bad escape: '\\U' must be followed", "\u{0}"),
        ("\"a\" = \"1️⃣\\UD83D\";", .error, "bad escape: high surrogate", "\u{FFFD}"),
        ("\"a\" = \"Settings 1️⃣\\u203A %@\";", .error, "the app shows 'u203A' where '›' was meant", "Settings u203A %@"),
        ("\"a\" = \"1️⃣\\Čeština\";", .warning, "the app shows 'Č'", "Čeština"),
        ("\"a\" = \"1️⃣\\ה\";", .warning, "unknown escape '\\ה'", "ה"),
        ("\"a\" = \"a1️⃣\\.\";", .warning, "the app shows '.'", "a."),
    ])
    func faultyEscapeIsReadAsFoundationReadsIt(
        source: String, severity: Diagnostic.Severity, message: String, value: String
    ) throws {
        let marked = MarkedText(source)
        let file = read(marked.text)
        let problem = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect((problem.rule, problem.severity) == (.escape, severity))
        #expect(problem.message.contains(message), "\(problem.message)")
        #expect(position(problem.location) == marked.location("1"))
        #expect(file.values == ["a": value])
        #expect(!file.isRefused)
        let foundation = try PropertyListSerialization.propertyList(from: Data(marked.text.utf8), format: nil)
        if !value.unicodeScalars.contains(where: { $0.value == 0 || $0.value == 0xFFFD }) {
            #expect(foundation as? [String: String] == ["a": value])
        }
    }

    /// `\/` (GlotPress escapes every slash, as JSON does): Foundation shows `/`, as meant, so the reader
    /// reads the same text and says nothing.
    @Test(arguments: [
        "\"a\" = \"http:\\/\\/example.com\\/x\";",
        "\"a\\/b\" = \"1\\/2\";",
        "\"a\" = \"\\/\";",
    ])
    func escapedSlashIsReadAsFoundationReadsItWithoutAFinding(source: String) throws {
        let file = read(source)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let foundation = try PropertyListSerialization.propertyList(from: Data(source.utf8), format: nil)
        let values = try #require(foundation as? [String: String])
        #expect(file.values == values)
        #expect(!file.values.keys.contains { $0.contains("\\") })
        #expect(!file.values.values.contains { $0.contains("\\") })
    }

    @Test func recoversAndReportsEveryProblemInOneRun() {
        let marked = MarkedText(
            """
            "one" = "1"1️⃣
            "two" 2️⃣"2";
            "three" = "34️⃣\\q";
            3️⃣% "skipped" = "x";
            "four" = "4";
            """)
        let file = read(marked.text)
        #expect(file.values == ["one": "1", "two": "2", "three": "3q", "four": "4"])
        let positions = file.diagnostics.map { position($0.location) }
        #expect(positions == ["1", "2", "4", "3"].map { marked.location($0) })
    }

    @Test func duplicateKeyLastWinsWithAWarningNamingBoth() {
        let marked = MarkedText("1️⃣\"k\" = \"first\";\n\"other\" = \"o\";\n2️⃣\"k\" = \"second\";")
        let file = read(marked.text)
        #expect(file.entries.map(\.key) == ["k", "other"])
        #expect(file.values["k"] == "second")
        let warning = file.diagnostics.first
        #expect(warning?.severity == .warning)
        #expect(warning?.rule == .duplicateKey)
        #expect(position(warning?.location) == marked.location("2"))
        #expect(warning?.message.contains("test.strings:1:1") == true)
        #expect(position(warning?.notes.first?.location) == marked.location("1"))
    }

    @Test(arguments: [
        ("UTF-16LE with BOM", [0xFF, 0xFE] + utf16("\"k\" = \"vé😀\";", bigEndian: false)),
        ("UTF-16BE with BOM", [0xFE, 0xFF] + utf16("\"k\" = \"vé😀\";", bigEndian: true)),
        ("UTF-16LE without BOM", utf16("\"k\" = \"vé😀\";", bigEndian: false)),
        ("UTF-16BE without BOM", utf16("\"k\" = \"vé😀\";", bigEndian: true)),
        ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array("\"k\" = \"vé😀\";".utf8)),
        ("UTF-8", Array("\"k\" = \"vé😀\";".utf8)),
    ])
    func decodesEveryEncoding(name: String, bytes: [UInt8]) {
        let file = StringsReader.read(Data(bytes), file: "test.strings")
        #expect(file.diagnostics.isEmpty, "\(name)")
        #expect(file.values == ["k": "vé😀"], "\(name)")
        #expect(file.entries.first?.valueLocation.column == 7, "\(name)")
    }

    @Test func invalidBytesAreADiagnosticNotACrash() {
        let bytes = Array("\"a\" = \"ok\";\n\"b\" = \"x".utf8) + [0xC3, 0x28, 0xFF] + Array("\";".utf8)
        let file = StringsReader.read(Data(bytes), file: "test.strings")
        #expect(file.values == ["a": "ok", "b": "x\u{FFFD}(\u{FFFD}"])
        #expect(file.diagnostics.count == 2)
        #expect(file.diagnostics.allSatisfy { $0.rule == .encoding && $0.location?.line == 2 })
        #expect(file.diagnostics.map { $0.location?.column } == [9, 11])

        let oddUTF16 = [0xFF, 0xFE] + utf16("\"a\" = \"b\";", bigEndian: false) + [0x41]
        #expect(StringsReader.read(Data(oddUTF16), file: "t").diagnostics.map(\.rule) == [.encoding])
        let loneSurrogate =
            [0xFF, 0xFE] + utf16("\"a\" = \"", bigEndian: false) + [0x3D, 0xD8] + utf16("\";", bigEndian: false)
        let lone = StringsReader.read(Data(loneSurrogate), file: "t")
        #expect(lone.values == ["a": "\u{FFFD}"])
        #expect(lone.diagnostics.map(\.rule) == [.encoding])
    }

    @Test func multilineFixtureMatchesFoundation() {
        let file = StringsReader.read(
            Corpus.data("swiftgen-fixtures/Resources/LocMultiline.strings"), file: "LocMultiline.strings")
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.count == 8)
        #expect(file.values["multiLine\nKey"] == "test")
        #expect(file.values["MULTILINE2"] == "another\nmulti\n    line")
        #expect(file.entries.last?.comment == "A multiline\n   comment")
    }

    /// Broken-input suite (issue 9): NUL characters were read silently into keys and values.
    @Test func nulCharactersAreAnEncodingError() {
        // One NUL byte once made the whole file look like UTF-16 without a BOM.
        let file = StringsReader.read(
            "\"greeting\" = \"Hello\u{0} world\";\n\"other\" = \"value\";\n", file: "x.strings")
        #expect(file.diagnostics.map(\.rule) == [.encoding])
        #expect(file.diagnostics.first?.location == SourceLocation(file: "x.strings", line: 1, column: 20))
        #expect(file.diagnostics.first?.message.contains("1 NUL character") == true)
        #expect(file.values == ["greeting": "Hello\u{0} world", "other": "value"])
    }
}

private func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    text.utf16.flatMap { unit in
        bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
}
