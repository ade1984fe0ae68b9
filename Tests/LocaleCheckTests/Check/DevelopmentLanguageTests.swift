import Foundation
import KeyUsage
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The development language comes from the files when no configuration names it, and folders of
/// Xcode's XLIFF exports check with no configuration at all.
@Suite struct DevelopmentLanguageTests {
    typealias Declaration = DevelopmentLanguage.Declaration

    @Test func theRuleInOrder() {
        let declared = [Declaration(language: "en-US", file: "de.xliff")]
        #expect(
            DevelopmentLanguage.resolve(configured: "fr", declarations: declared, languages: ["en-US"]).code == "fr")
        #expect(DevelopmentLanguage.resolve(configured: nil, declarations: declared, languages: ["de"]).code == "en-US")
        #expect(
            DevelopmentLanguage.resolve(configured: nil, declarations: [], languages: ["Base", "en", "de"]).code == "en"
        )
        #expect(
            DevelopmentLanguage.resolve(configured: nil, declarations: [], languages: ["Base", "de"]).code == "Base")
        #expect(DevelopmentLanguage.resolve(configured: nil, declarations: [], languages: ["de"]).code == "en")
    }

    @Test func spelledAsTheFilesSpellIt() {
        #expect(
            DevelopmentLanguage.resolve(configured: "en", declarations: [], languages: ["en-US", "de"]).code == "en-US")
        #expect(
            DevelopmentLanguage.resolve(configured: nil, declarations: [], languages: ["en-US", "de"]).code == "en-US")
        let declared = [Declaration(language: "en", file: "a.xcstrings")]
        #expect(
            DevelopmentLanguage.resolve(configured: nil, declarations: declared, languages: ["en_US"]).code == "en_US")
        // en-GB is another language than en: not a spelling of it.
        #expect(DevelopmentLanguage.resolve(configured: "en", declarations: [], languages: ["en-GB"]).code == "en")
    }

    @Test func filesThatDisagreeAreOneErrorNamingBoth() throws {
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.xliff(source: "en-US", target: "fr", units: [("a", "A", "A fr")])
            .write(toFile: folder + "/fr.xliff", atomically: true, encoding: .utf8)
        try #"{"sourceLanguage":"de","version":"1.0","strings":{"a":{}}}"#
            .write(toFile: folder + "/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let report = Checker().check(paths: [folder])
        let conflicts = report.findings.filter { $0.rule == .developmentLanguage }
        #expect(conflicts.count == 1)
        let message = try #require(conflicts.first?.diagnostic.message)
        #expect(
            message.contains(folder + "/fr.xliff") && message.contains(folder + "/Localizable.xcstrings"), "\(message)")
        #expect(message.contains("'en-US'") && message.contains("'de'"))
        #expect(conflicts.first?.severity == .error)
        // Naming the language settles it.
        var configuration = LocaleKitConfiguration()
        configuration.developmentLanguage = "en"
        let settled = Checker(configuration: configuration).check(paths: [folder])
        #expect(!settled.findings.contains { $0.rule == .developmentLanguage })
    }

    /// Two localization roots (an export folder each) that declare different languages: one error too.
    @Test func rootsThatDisagreeAreOneError() throws {
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, source) in [("a", "en-US"), ("b", "de"), ("c", "en")] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(name)", withIntermediateDirectories: true)
            try Self.xliff(source: source, target: "fr", units: [("k", "K", "K fr")])
                .write(toFile: "\(folder)/\(name)/fr.xliff", atomically: true, encoding: .utf8)
        }
        let conflicts = Checker().check(paths: [folder]).findings.filter { $0.rule == .developmentLanguage }
        #expect(conflicts.map(\.diagnostic.location?.file) == ["\(folder)/b/fr.xliff"])
        #expect(conflicts.first?.diagnostic.notes.first?.location?.file == "\(folder)/a/fr.xliff")
    }

    /// focus-ios's Xcode exports with `source-language` rewritten to `en-US` (as Xcode writes it for
    /// an `en-US` project): no `missing-table` flood, and exactly the units without a `<target>` are
    /// `missing-translation`, at the unit's line.
    @Test func focusExportsWithEnUSSourcesCheckWithNoConfiguration() throws {
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let corpus = TestPaths.corpus + "/focusios-xliff"
        for language in try FileManager.default.contentsOfDirectory(atPath: corpus)
        where FileManager.default.fileExists(atPath: "\(corpus)/\(language)/focus-ios.xliff") {
            let text = try String(contentsOfFile: "\(corpus)/\(language)/focus-ios.xliff", encoding: .utf8)
            let rewritten = text.replacingOccurrences(of: #"source-language="en""#, with: #"source-language="en-US""#)
            #expect(rewritten != text)
            try FileManager.default.createDirectory(atPath: "\(folder)/\(language)", withIntermediateDirectories: true)
            try rewritten.write(toFile: "\(folder)/\(language)/focus-ios.xliff", atomically: true, encoding: .utf8)
        }
        let report = Checker().check(paths: [folder])
        #expect(report.developmentLanguage == "en-US")
        // No errors: the missing translations fall back at run time, so they are warnings.
        #expect(report.findings.filter { $0.severity == .error }.isEmpty)
        #expect(report.findings.filter { $0.rule == .missingTranslation }.allSatisfy { $0.severity == .warning })
        try Self.expectMissingTranslationsAreTheUnitsWithoutTarget(report, files: try Self.xliffFiles(under: folder))
        // en-US/ and templates/ target the development language: no coverage row of their own.
        #expect(report.coverage.map(\.language) == ["ar", "de", "en-US", "ja", "pl", "ru", "zh-CN"])
    }

    /// geteduroam's `.xcloc` bundles, each `Localized Contents` folder checked alone with no
    /// configuration (et has no `<target>` at all).
    @Test func xcodeLocalizationBundlesCheckWithNoConfiguration() throws {
        let bundles = TestPaths.corpus + "/xcode-xliff/geteduroam/Localizations"
        var checked = 0
        for bundle in try FileManager.default.contentsOfDirectory(atPath: bundles).sorted()
        where bundle.hasSuffix(".xcloc") {
            let folder = "\(bundles)/\(bundle)/Localized Contents"
            let report = Checker().check(paths: [folder])
            #expect(!report.findings.contains { $0.rule == .missingTable }, "\(bundle)")
            try Self.expectMissingTranslationsAreTheUnitsWithoutTarget(
                report, files: try Self.xliffFiles(under: folder))
            let language = String(bundle.dropLast(".xcloc".count))
            // en.xcloc targets the development language itself: it is no translation.
            #expect(report.coverage.map(\.language) == Set(["en", language]).sorted(), "\(bundle)")
            if language == "et" { #expect(report.coverage.last?.translated == 0) }
            checked += 1
        }
        #expect(checked == 10)
    }

    /// `compile` of every geteduroam export: each language's tables read back by Foundation hold
    /// exactly the catalog's texts, and no table is a zero-length file (et translates nothing).
    @Test func compiledExportsAreReadBackByFoundationInEveryLanguage() throws {
        let bundles = TestPaths.corpus + "/xcode-xliff/geteduroam/Localizations"
        let exports = try FileManager.default.contentsOfDirectory(atPath: bundles).filter { $0.hasSuffix(".xcloc") }
            .map { "\(bundles)/\($0)/Localized Contents" }
        let catalog = CatalogLoader().load(exports)
        #expect(catalog.developmentLanguage == "en")
        let folder = try TestPaths.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try CatalogCompiler.compile(catalog, to: folder)
        var languages: Set<String> = []
        for name in catalog.tableNames {
            for (language, languageTable) in catalog.tables[name]?.languages ?? [:] {
                let path = "\(folder)/\(language).lproj/\(name).strings"
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                #expect(!data.isEmpty, "\(path)")
                let parsed = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
                var expected: [String: String] = [:]
                for entry in languageTable.entries.values {
                    if case .text(let value) = entry.translation { expected[entry.key] = value }
                }
                #expect(parsed == expected, "\(path)")
                languages.insert(language)
            }
        }
        #expect(languages == ["ar", "cy", "de", "en", "en-GB", "et", "gd", "nl", "pl", "uk"])
    }

    // MARK: Helpers

    static func xliffFiles(under folder: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".xliff") }.sorted()
            .map { folder + "/" + $0 }
    }

    /// The report's `missing-translation` findings are, per language, the keys of units that no
    /// file gives a `<target>`, each at a line of such a unit (read by Foundation's XML parser);
    /// not for a source with no letter (nothing to translate), nor in a regional variant of the
    /// development language (`en-GB`: it falls back to `en` key by key).
    static func expectMissingTranslationsAreTheUnitsWithoutTarget(_ report: CheckReport, files: [String]) throws {
        var expected: [String: [String: Set<Int>]] = [:]  // language → "table/key" → lines
        for file in files {
            let units = try TransUnitScan.scan(file)
            guard let language = units.first?.targetLanguage, !LanguageCode.isSameLanguage(language, "en"),
                !LanguageCode.fallbacks(of: language).dropFirst().contains(where: {
                    LanguageCode.isSameLanguage($0, "en")
                })
            else { continue }
            let translated = Set(units.filter(\.hasTarget).map(\.tableKey))
            for unit in units
            where !unit.hasTarget && !translated.contains(unit.tableKey) && UntranslatedRule.hasLetters(unit.source) {
                expected[language, default: [:]][unit.tableKey, default: []].insert(unit.line)
            }
        }
        var reported: [String: [String: Int]] = [:]
        for finding in report.findings where finding.rule == .missingTranslation {
            let key = "\(finding.table ?? "")/\(finding.key ?? "")"
            reported[finding.language ?? "", default: [:]][key] = finding.diagnostic.location?.line
        }
        #expect(Set(reported.keys) == Set(expected.keys))
        for (language, units) in expected {
            #expect(Set(reported[language]?.keys.map { $0 } ?? []) == Set(units.keys), "\(language)")
            for (key, line) in reported[language] ?? [:] {
                #expect(units[key]?.contains(line) == true, "\(language) \(key) reported at line \(line)")
            }
        }
    }

    static func xliff(source: String, target: String, units: [(id: String, source: String, target: String)]) -> String {
        let body = units.map {
            "<trans-unit id=\"\($0.id)\"><source>\($0.source)</source><target>\($0.target)</target></trans-unit>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
            <file original="en.lproj/Localizable.strings" source-language="\(source)" target-language="\(target)" datatype="plaintext">
            <body>\(body.joined())</body></file></xliff>
            """
    }
}

/// The trans-units of an XLIFF 1.2 file as Foundation's XML parser reads them: an oracle for the
/// check, independent of the package's own reader.
final class TransUnitScan: NSObject, XMLParserDelegate {
    struct Unit {
        var tableKey: String
        var line: Int
        var hasTarget: Bool
        var targetLanguage: String?
        var source = ""
    }

    private var units: [Unit] = []
    private var table = ""
    private var targetLanguage: String?
    private var inSource = false
    private weak var parser: XMLParser?

    static func scan(_ file: String) throws -> [Unit] {
        let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: file)))
        let scan = TransUnitScan()
        scan.parser = parser
        parser.delegate = scan
        #expect(parser.parse())
        return scan.units
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "file":
            table = XLIFFOriginal.table(of: attributes["original"] ?? "")
            targetLanguage = attributes["target-language"]
        case "trans-unit":
            units.append(
                Unit(
                    tableKey: "\(table)/\(attributes["id"] ?? "")", line: parser.lineNumber, hasTarget: false,
                    targetLanguage: targetLanguage))
        case "target":
            if !units.isEmpty { units[units.count - 1].hasTarget = true }
        case "source":
            inSource = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "source" { inSource = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inSource, !units.isEmpty { units[units.count - 1].source += string }
    }
}
