import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

/// Reading, writing and reading again gives back the same catalog (`dump` without locations).
struct RoundTripTests {
    static let xliffFixtures = [TestPaths.fixtures(of: "LocaleCatalogTests") + "/XLIFF/Stringsdict-de.xliff"]
    static let tableFixtures = [TestPaths.fixtures(of: "LocaleCatalogTests") + "/RoundTrip"]
    /// A real subset: four languages of wikipedia-ios's main tables (UTF-8 and UTF-16 files, a .stringsdict).
    static let wikipediaSubset = ["en", "de", "ar", "zh-hans"].map {
        TestPaths.corpus + "/wikipedia-ios/Wikipedia/Localizations/\($0).lproj"
    }

    static func compile(_ catalog: Catalog) throws -> Catalog {
        let folder = try TestPaths.scratchFolder("compile")
        _ = try CatalogCompiler.compile(catalog, to: folder)
        return CatalogLoader(developmentLanguage: catalog.developmentLanguage).load([folder])
    }

    static func export(_ catalog: Catalog, _ version: XLIFFVersion) throws -> Catalog {
        let folder = try TestPaths.scratchFolder("export")
        _ = try CatalogCompiler.export(catalog, to: folder, version: version)
        return CatalogLoader(developmentLanguage: catalog.developmentLanguage).load([folder])
    }

    static func expectSame(_ original: Catalog, _ result: Catalog, dropping: Set<String> = []) {
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(3))")
        let before = DumpComparison.tables(original, dropping: dropping)
        let after = DumpComparison.tables(result, dropping: dropping)
        #expect(before == after, "\(DumpComparison.firstDifference(before, after))")
    }

    @Test(arguments: [tableFixtures, wikipediaSubset])
    func tablesToXLIFFToCompiledTables(_ paths: [String]) throws {
        let original = CatalogLoader().load(paths)
        #expect(original.diagnostics.isEmpty)
        let entries = original.tables.values.flatMap { $0.languages.values.flatMap(\.entries.values) }
        #expect(entries.contains { if case .plural = $0.translation { true } else { false } })
        if paths == Self.tableFixtures { #expect(entries.contains { $0.comment != nil }) }
        Self.expectSame(original, try Self.compile(try Self.export(original, .v1_2)))
    }

    @Test(arguments: XLIFFVersion.allCases)
    func xliffToCompiledTablesToXLIFF(_ version: XLIFFVersion) throws {
        let original = CatalogLoader().load(Self.xliffFixtures)
        let compiled = try Self.compile(original)
        // Tables keep no review state and device variants only as their default text; a .stringsdict
        // has no place for a translator comment, and a .strings none for shouldTranslate.
        let lossy: Set<String> = ["state", "devices", "comment", "shouldTranslate"]
        Self.expectSame(original, compiled, dropping: lossy)
        Self.expectSame(original, try Self.export(compiled, version), dropping: lossy)
    }

    @Test(arguments: XLIFFVersion.allCases)
    func xliffToXLIFFKeepsStatesAndDeviceVariants(_ version: XLIFFVersion) throws {
        let original = CatalogLoader().load(Self.xliffFixtures)
        Self.expectSame(original, try Self.export(original, version), dropping: version == .v2_0 ? ["state"] : [])
    }

    @Test func stringCatalogCompilesToTablesFoundationReads() throws {
        let catalog = CatalogLoader().load([
            TestPaths.fixtures(of: "LocaleCatalogTests") + "/StringCatalog/Localizable.xcstrings"
        ])
        let folder = try TestPaths.scratchFolder()
        _ = try CatalogCompiler.compile(catalog, to: folder)
        for language in catalog.languages {
            let entries = catalog.tables["Localizable"]?.languages[language]?.entries ?? [:]
            let strings = folder + "/\(language).lproj/Localizable.strings"
            var expected: [String: String] = [:]
            for entry in entries.values { if case .text(let value) = entry.translation { expected[entry.key] = value } }
            #expect(FileManager.default.fileExists(atPath: strings) == !expected.isEmpty)
            if !expected.isEmpty {
                let texts =
                    try PropertyListSerialization.propertyList(
                        from: try Data(contentsOf: URL(fileURLWithPath: strings)), format: nil) as? [String: String]
                #expect(texts == expected, "\(language)")
            }
            let plurals = entries.values.filter { if case .plural = $0.translation { true } else { false } }
            let dictPath = folder + "/\(language).lproj/Localizable.stringsdict"
            #expect(FileManager.default.fileExists(atPath: dictPath) == !plurals.isEmpty)
            if !plurals.isEmpty {
                let dict =
                    try PropertyListSerialization.propertyList(
                        from: try Data(contentsOf: URL(fileURLWithPath: dictPath)), format: nil) as? [String: Any]
                #expect(Set(dict?.keys.map { $0 } ?? []) == Set(plurals.map(\.key)))
            }
        }
    }

    @Test func compilingTwiceWritesNothingTheSecondTime() throws {
        let catalog = CatalogLoader().load(Self.xliffFixtures)
        let folder = try TestPaths.scratchFolder()
        let first = try CatalogCompiler.compile(catalog, to: folder)
        let second = try CatalogCompiler.compile(catalog, to: folder)
        #expect(first.written.count == 6)
        #expect(second.written.isEmpty)
        #expect(second.unchanged == first.written)
        let exported = try CatalogCompiler.export(catalog, to: folder + "/x", version: .v1_2)
        #expect(exported.written == ["de.xliff", "en.xliff"])
    }

    /// Every table compiled from the focus-ios XLIFF corpus, read back by Foundation, holds exactly the
    /// catalog's texts.
    @Test func compiledCorpusTablesMatchPropertyListSerialization() throws {
        let catalog = CatalogLoader().load([TestPaths.corpus + "/focusios-xliff"])
        let files = CatalogCompiler.tableFiles(catalog)
        // 7 languages × 4 tables: en-US/focus-ios.xliff targets the source language en (the same
        // language), so its tables are en's, not a translation's.
        #expect(files.count == 28)
        #expect(files.allSatisfy { !$0.data.isEmpty })
        for file in files where file.path.hasSuffix(".strings") {
            let parts = file.path.split(separator: "/")
            let language = String(parts[0].dropLast(".lproj".count))
            let table = String(parts[1].dropLast(".strings".count))
            var expected: [String: String] = [:]
            for entry in catalog.tables[table]?.languages[language]?.entries.values.map({ $0 }) ?? [] {
                if case .text(let value) = entry.translation { expected[entry.key] = value }
            }
            let parsed = try PropertyListSerialization.propertyList(from: file.data, format: nil) as? [String: String]
            #expect(parsed == expected, "\(file.path)")
        }
    }
}
