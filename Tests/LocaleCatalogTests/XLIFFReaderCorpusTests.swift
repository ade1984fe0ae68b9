import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

/// The eight Xcode-exported focus-ios XLIFF files, against what translate-toolkit 3.20.4 reads.
///
/// Oracle command (prints the figures below):
/// `cd Tests/Corpus/focusios-xliff && python3 ../../LocaleCatalogTests/Fixtures/XLIFF/translate-toolkit-counts.py */focus-ios.xliff`
/// The digest is FNV-1a 64 over the sorted lines `original\tid\ttarget\n` of the units that have a `<target>`.
struct XLIFFReaderCorpusTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var folder: String
        var units: Int
        var targets: Int
        var files: Int
        var digest: UInt64
        var testDescription: String { folder }
    }

    static let translateToolkit: [Expected] = [
        Expected(folder: "ar", units: 258, targets: 255, files: 6, digest: 0x1b3a_06ef_122c_f554),
        Expected(folder: "de", units: 258, targets: 258, files: 6, digest: 0x88bc_7094_e1e1_21fe),
        Expected(folder: "en-US", units: 258, targets: 258, files: 6, digest: 0x2f6b_8702_09a3_4534),
        Expected(folder: "ja", units: 258, targets: 258, files: 6, digest: 0xf255_a5a7_4ba4_ef93),
        Expected(folder: "pl", units: 258, targets: 258, files: 6, digest: 0x394e_4a0b_8e6d_db30),
        Expected(folder: "ru", units: 258, targets: 258, files: 6, digest: 0xb7f9_c6b9_90cb_8cfe),
        Expected(folder: "templates", units: 258, targets: 0, files: 6, digest: 0xcbf2_9ce4_8422_2325),
        Expected(folder: "zh-CN", units: 258, targets: 258, files: 6, digest: 0xb347_7db7_c5ce_0bdf),
    ]

    static func path(_ folder: String) -> String {
        TestPaths.corpus + "/focusios-xliff/\(folder)/focus-ios.xliff"
    }

    @Test(arguments: translateToolkit)
    func unitsAndTargetsMatchTranslateToolkit(_ expected: Expected) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.path(expected.folder)))
        let (parsed, diagnostics) = XLIFFReader.document(data, path: Self.path(expected.folder))
        let document = try #require(parsed)
        #expect(diagnostics.isEmpty)
        #expect(document.files.count == expected.files)
        #expect(document.files.map(\.units.count).reduce(0, +) == expected.units)
        let lines = document.files.flatMap { file in
            file.units.compactMap { unit in unit.target.map { "\(file.original)\t\(unit.id)\t\($0)\n" } }
        }
        #expect(lines.count == expected.targets)
        let sorted = lines.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        #expect(Self.fnv1a(sorted.joined()) == expected.digest)
    }

    @Test(arguments: translateToolkit)
    func everyTargetBecomesAnEntryOfTheTargetLanguage(_ expected: Expected) throws {
        let path = Self.path(expected.folder)
        let fragment = XLIFFReader.read(try Data(contentsOf: URL(fileURLWithPath: path)), path: path)
        #expect(fragment.diagnostics.isEmpty)
        #expect(fragment.sourceLanguage == "en")
        let copies = fragment.units.filter(\.isSourceCopy)
        let targets = fragment.units.filter { !$0.isSourceCopy }
        // `en-US` and `templates` target the source language itself (en = en-US): their targets are
        // the development language's entries, and no source copies are made where a target exists.
        let targetsTheSource = expected.folder == "en-US" || expected.folder == "templates"
        #expect(copies.count == (targetsTheSource ? expected.units - expected.targets : expected.units))
        #expect(copies.allSatisfy { $0.language == "en" })
        #expect(targets.count == expected.targets)
        #expect(targets.allSatisfy { ($0.language == "en") == targetsTheSource })
        #expect(targets.allSatisfy { $0.entry.source != nil && $0.entry.valueLocation != nil })
        #expect(Set(fragment.files.map(\.table)) == ["InfoPlist", "Intents", "Intro", "Localizable"])
    }

    @Test func untranslatedUnitsHaveNoTargetEntry() throws {
        let path = Self.path("ar")
        let fragment = XLIFFReader.read(try Data(contentsOf: URL(fileURLWithPath: path)), path: path)
        let arabic = Set(fragment.units.filter { $0.language == "ar" }.map { "\($0.table)/\($0.entry.key)" })
        let english = Set(fragment.units.filter { $0.language == "en" }.map { "\($0.table)/\($0.entry.key)" })
        #expect(english.subtracting(arabic).count == 3)
        let catalog = CatalogLoader().load([path])
        #expect(catalog.tables["Localizable"]?.languages["ar"] != nil)
        // Two <file>s of the file are Localizable: the table lists the file once (notes name it once).
        #expect(catalog.tables["Localizable"]?.languages["ar"]?.files == [path])
    }

    @Test func entriesPointAtTheirTransUnit() throws {
        let path = Self.path("de")
        let catalog = CatalogLoader().load([path])
        let entry = try #require(catalog.tables["InfoPlist"]?.languages["de"]?.entries["NSCameraUsageDescription"])
        #expect(entry.location.line == 25)
        #expect(entry.location.column == 7)
        #expect(entry.valueLocation?.line == 27)
        #expect(entry.comment == "Privacy - Camera Usage Description")
        #expect(entry.source == "This lets you take and upload photos.")
    }

    @Test func allEightFilesLoadTogether() {
        let catalog = CatalogLoader().load([TestPaths.corpus + "/focusios-xliff"])
        #expect(catalog.diagnostics.isEmpty)
        // en-US/focus-ios.xliff (source en, target en-US) is the development language, not a translation.
        #expect(catalog.languages == ["ar", "de", "en", "ja", "pl", "ru", "zh-CN"])
        #expect(catalog.developmentLanguage == "en")
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
