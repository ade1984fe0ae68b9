import Foundation
import LocaleCatalog
import LocaleCheck
import LocalizationFormats
import Testing

@testable import localekit_bench

@Suite struct SyntheticCatalogTests {
    static func write(_ catalog: SyntheticCatalog) throws -> String {
        let folder = NSTemporaryDirectory() + "synthetic-\(UUID().uuidString)"
        try catalog.write(to: folder)
        return folder
    }

    @Test func scaleMultipliesKeysAndOutputIsDeterministic() throws {
        let small = SyntheticCatalog(languages: 3, keys: 40, scale: 1)
        var large = small
        large.scale = 4
        let (strings, dict) = small.files(language: "en", index: 0)
        #expect(small.files(language: "en", index: 0) == (strings, dict))
        let entries = StringsReader.read(Data(strings.utf8), file: "en.strings").entries.count
        let plurals = StringsDictReader.read(Data(dict.utf8), file: "en.stringsdict").entries.count
        #expect(entries + plurals == 40)
        #expect(plurals == 4)
        let (largeStrings, largeDict) = large.files(language: "en", index: 0)
        #expect(StringsReader.read(Data(largeStrings.utf8), file: "en.strings").entries.count == 4 * entries)
        #expect(StringsDictReader.read(Data(largeDict.utf8), file: "en.stringsdict").entries.count == 4 * plurals)
        #expect(
            small.languageCodes == ["en"] + Array(PluralRules.locales.filter { $0 != "en" && $0 != "root" }.prefix(2)))
    }

    @Test func checkFindsOnlyThePlantedProblems() throws {
        let folder = try Self.write(SyntheticCatalog(languages: 4, keys: 400))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = Checker().check(paths: [folder])
        let rules = report.countsByRule
        #expect(rules[.missingTranslation, default: 0] > 0)
        #expect(rules[.placeholderMismatch, default: 0] > 0)
        #expect(rules[.syntax, default: 0] == 0)
        #expect(rules[.pluralMissingCategory, default: 0] == 0)
        #expect(rules[.pluralUnusedCategory, default: 0] == 0)
    }
}
