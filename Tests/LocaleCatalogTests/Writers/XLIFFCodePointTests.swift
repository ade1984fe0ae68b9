import Foundation
import LocaleCheck
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

/// Characters XML 1.0 cannot hold (or holds only escaped) survive export → import unchanged, and the
/// export stays well-formed XML as libxml2 reads it.
struct XLIFFCodePointTests {
    /// U+0001–U+001F (tab, LF and CR among them), U+007F, U+FFFE, U+FFFF, and texts that look like the escapes.
    static let texts: [String] =
        (0x01...0x1F).compactMap { Unicode.Scalar(UInt32($0)).map { String(Character($0)) } }
        + ["\u{7F}", "\u{FFFE}", "\u{FFFF}", "]]>", "\\u0018", "\\", "\\\\u", "<cp hex=\"0018\"/>", "&#x18;"]

    static func key(_ index: Int) -> String { "key \(index) \(texts[index])" }
    static func value(_ index: Int) -> String { "T\(texts[index])ìm \(texts[index])\(texts[index]) kiếm" }

    /// Writes en and vi tables holding every text in keys, values and comments into `project`; vi's values
    /// are `viValue`.
    static func writeProject(_ project: String, viValue: (Int) -> String) throws {
        for language in ["en", "vi"] {
            let lproj = "\(project)/\(language).lproj"
            try FileManager.default.createDirectory(atPath: lproj, withIntermediateDirectories: true)
            let entries = texts.indices.map { index in
                let value = language == "en" ? "source \(texts[index])" : viValue(index)
                return (key: key(index), value: value, comment: Optional("note \(texts[index])"))
            }
            try StringsWriter.data(entries).write(to: URL(fileURLWithPath: lproj + "/Localizable.strings"))
        }
    }

    static func viXLIFF(_ project: String, _ version: XLIFFVersion) throws -> Data {
        let catalog = CatalogLoader().load([project])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics.prefix(3))")
        return try #require(CatalogCompiler.xliffFiles(catalog, version: version).first { $0.path == "vi.xliff" }).data
    }

    static func expectWellFormed(_ data: Data) {
        let (accepted, diagnostics) = SafeXMLParser.parse(data, file: "vi.xliff", handler: NoEvents())
        #expect(accepted)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
    }

    static func viValues(_ project: String) -> [String: String] {
        let data = FileManager.default.contents(atPath: project + "/vi.lproj/Localizable.strings") ?? Data()
        let file = StringsReader.read(data, file: "vi.strings")
        #expect(file.diagnostics.isEmpty)
        return Dictionary(file.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    }

    @Test(arguments: XLIFFVersion.allCases)
    func everyCharacterSurvivesExportAndImport(version: XLIFFVersion) throws {
        let folder = try TestPaths.scratchFolder()
        let project = folder + "/project"
        try Self.writeProject(project, viValue: Self.value)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(
            Self.viValues(project)
                == Dictionary(uniqueKeysWithValues: Self.texts.indices.map { (Self.key($0), Self.value($0)) }))
        let xliff = try Self.viXLIFF(project, version)
        Self.expectWellFormed(xliff)

        let (document, diagnostics) = XLIFFReader.document(xliff, path: "vi.xliff")
        #expect(diagnostics.isEmpty)
        let units = try #require(document?.files.first?.units)
        #expect(units.map(\.id).sorted() == Self.texts.indices.map(Self.key).sorted())
        for index in Self.texts.indices {
            let unit = units.first { $0.id == Self.key(index) }
            #expect(unit.flatMap(\.target).map { Array($0.utf8) } == Array(Self.value(index).utf8), "\(index)")
            #expect(unit.map { Array($0.source.utf8) } == Array("source \(Self.texts[index])".utf8), "\(index)")
        }

        // The translation was lost in the project; importing the export brings every value back, byte for byte.
        try Self.writeProject(project, viValue: { _ in "old" })
        let (plan, problems) = try XLIFFImportTests.runImport(
            String(decoding: xliff, as: UTF8.self), named: "vi.xliff", into: project, folder: folder)
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        #expect(plan.changes.count == Self.texts.count)
        let imported = Self.viValues(project)
        for index in Self.texts.indices {
            #expect(imported[Self.key(index)].map { Array($0.utf8) } == Array(Self.value(index).utf8), "\(index)")
        }
    }

    /// The real pattern: a Vietnamese `.strings` with `"T\U0018ìm kiếm…"`.
    @Test(arguments: XLIFFVersion.allCases)
    func theVietnameseFixtureExportsWellFormedAndImportsUnchanged(version: XLIFFVersion) throws {
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = folder + "/project"
        try FileManager.default.copyItem(
            atPath: TestPaths.fixtures(of: "LocaleCatalogTests") + "/ControlCharacters", toPath: project)
        let xliff = try Self.viXLIFF(project, version)
        Self.expectWellFormed(xliff)
        let text = String(decoding: xliff, as: UTF8.self)
        let written = version == .v2_0 ? "<cp hex=\"0018\"/>" : "<x id=\"cp1\" ctype=\"x-cp-0018\"/>"
        #expect(text.contains("<target>T\(written)ìm kiếm…</target>"))

        let fragment = XLIFFReader.read(xliff, path: "vi.xliff")
        let unit = fragment.units.first { $0.language == "vi" && $0.entry.key == "search.placeholder" }
        #expect(unit?.entry.translation == .text("T\u{18}ìm kiếm…"))

        let before = XLIFFImportTests.contents(under: project)
        let (plan, problems) = try XLIFFImportTests.runImport(text, named: "vi.xliff", into: project, folder: folder)
        #expect(problems.isEmpty)
        #expect(plan.files.isEmpty && plan.changes.isEmpty)
        #expect(XLIFFImportTests.contents(under: project) == before)
    }

    static func units(_ body: String, version: XLIFFVersion) -> ([XLIFFDocument.Unit], [Diagnostic]) {
        let xliff =
            version == .v2_0
            ? "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\" trgLang=\"vi\">"
                + "<file id=\"f1\" original=\"en.lproj/Localizable.strings\">\(body)</file></xliff>"
            : "<xliff version=\"1.2\"><file original=\"en.lproj/Localizable.strings\" source-language=\"en\""
                + " target-language=\"vi\"><body>\(body)</body></file></xliff>"
        let (document, diagnostics) = XLIFFReader.document(Data(xliff.utf8), path: "t.xliff")
        return (document?.files.first?.units ?? [], diagnostics)
    }

    @Test func codePointsAreReadInBothVersionsAndOtherInlineMarkupStaysFlattened() {
        let (units12, problems12) = Self.units(
            "<trans-unit id=\"a\"><source>a<cp hex=\"1F\"/>b<x id=\"cp1\" ctype=\"x-cp-0018\"/>"
                + "<x id=\"2\" ctype=\"image\"/><ph id=\"3\">&lt;b&gt;</ph><g id=\"4\">c</g></source></trans-unit>",
            version: .v1_2)
        #expect(problems12.isEmpty)
        #expect(units12.first?.source == "a\u{1F}b\u{18}<b>c")
        let (units20, problems20) = Self.units(
            "<unit id=\"u1\" name=\"a\"><segment><source>x</source><target>T<cp hex=\"0018\"/>ìm"
                + "<ph id=\"1\"/><pc id=\"2\">!</pc><cp hex=\"FFFF\"/></target></segment></unit>",
            version: .v2_0)
        #expect(problems20.isEmpty)
        #expect(units20.first?.target == "T\u{18}ìm!\u{FFFF}")
    }

    @Test(arguments: ["zz", "", "D800", "110000", "0000018"])
    func aCodePointThatNamesNoCharacterIsAWarningAndLeftOut(hex: String) {
        let (units, problems) = Self.units(
            "<unit id=\"u1\" name=\"a\"><segment><source>a<cp hex=\"\(hex)\"/>b</source></segment></unit>",
            version: .v2_0)
        #expect(units.first?.source == "ab")
        #expect(problems.map(\.rule) == [.xliff])
        #expect(problems.first?.severity == .warning)
        #expect(problems.first?.location?.line == 1)
    }

    @Test func keysAreEscapedOnlyWhenXMLCannotHoldThem() {
        #expect(XMLEscaping.xliffKey("a\\u0018 \"b\"") == ("a\\u0018 &quot;b&quot;", false))
        #expect(XMLEscaping.xliffKey("T\u{18}\\u0018\\") == ("T\\u0018\\\\u0018\\\\", true))
        for key in Self.texts.map({ "k\($0)\\u00\\" }) {
            let (value, escaped) = XMLEscaping.xliffKey(key)
            let read = escaped ? XMLEscaping.unescapedKey(value) : key
            #expect(read == key)
        }
        #expect(XMLEscaping.unescapedKey("a\\b\\u00zz\\u001") == "a\\b\\u00zz\\u001")
    }

    @Test func textsThatCannotHoldMarkupGetAReplacementCharacter() {
        #expect(XMLEscaping.text("a\u{18}\u{FFFE}\t\n\r\u{7F}") == "a\u{FFFD}\u{FFFD}\t\n&#13;\u{7F}")
        #expect(XMLEscaping.attribute("a\u{1}\t") == "a\u{FFFD}&#9;")
        #expect(XMLEscaping.propertyListText("a\u{18}&") == "a\u{18}&amp;")
        #expect(
            XMLEscaping.xliffText("\u{18}a\u{18}", version: .v1_2)
                == "<x id=\"cp1\" ctype=\"x-cp-0018\"/>a<x id=\"cp2\" ctype=\"x-cp-0018\"/>")
        #expect(XMLEscaping.xliffText("]]>\u{FFFF}", version: .v2_0) == "]]&gt;<cp hex=\"FFFF\"/>")
    }
}

/// A parse handler that keeps nothing: only libxml2's verdict matters.
private final class NoEvents: XMLEventHandler {
    func startElement(_ name: XMLName, attributes: XMLAttributes, line: Int) {}
    func endElement(_ name: XMLName) {}
    func characters(_ text: UnsafeBufferPointer<UInt8>) {}
}
