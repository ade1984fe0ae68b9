import Foundation
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// Foundation merges a table's `.stringsdict` over its `.strings` (the `.stringsdict` entry wins), and a
/// language with a `.strings` but no `.stringsdict` reads the development language's: a translated
/// `.strings` value under an untranslated plural is never shown.
@Suite struct HiddenTranslationRuleTests {
    let rule = HiddenTranslationRule()

    @Test func aTranslationUnderAnUntranslatedPluralIsReportedWithWhatTheUserSees() throws {
        let findings = CheckFixture.findings(rule, "fires")
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣", "2️⃣"]))
        #expect(findings.allSatisfy { $0.severity == .warning })
        let german = try #require(findings.first { $0.language == "de" }).diagnostic.message
        #expect(german.contains("de.lproj/Localizable.stringsdict has this key untranslated"), "\(german)")
        #expect(german.contains("the app shows '%d messages' instead of '%d Nachrichten'"), "\(german)")
        let french = try #require(findings.first { $0.language == "fr" }).diagnostic.message
        #expect(french.contains("fr has no Localizable.stringsdict"), "\(french)")
        #expect(french.contains("en.lproj/Localizable.stringsdict"), "\(french)")
        #expect(french.contains("the app shows '%d messages' instead of '%d messages reçus'"), "\(french)")
    }

    /// genstrings writes every plural key into both files: a `.strings` value under a translated plural
    /// is unused, not a defect.
    @Test func aValueUnderATranslatedPluralIsNotReported() {
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }

    /// Coverage counts what the app shows: German's own `.stringsdict` entry, still the development
    /// text, wins over its translated `.strings` value on every system, so the key is not translated.
    /// French reads the development language's `.stringsdict`; current systems show its own `.strings`
    /// text, which counts (the warning is about older systems).
    @Test func coverageCountsAnOwnUntranslatedPluralAsNotTranslated() throws {
        let report = Checker().check(paths: [CheckFixture.folder(rule.id.rawValue, "fires")])
        let coverage = Dictionary(uniqueKeysWithValues: report.coverage.map { ($0.language, $0) })
        let german = try #require(coverage["de"])
        let french = try #require(coverage["fr"])
        #expect((german.translated, german.total) == (2, 3))
        #expect((french.translated, french.total) == (3, 3))
        let clean = Checker().check(paths: [CheckFixture.folder(rule.id.rawValue, "clean")])
        #expect(clean.coverage.first { $0.language == "de" }?.translated == 3)
    }

    /// The one reading of CFBundle's merge: the `.stringsdict` of the language, else of a more general
    /// one, else of the development language; the `.stringsdict` entry wins.
    @Test func foundationsMergeIsReadInOnePlace() {
        let merge = FoundationTableMerge.self
        #expect(
            merge.stringsDictLanguage(for: "de", languagesWithStringsDict: ["en"], developmentLanguage: "en") == "en")
        #expect(
            merge.stringsDictLanguage(for: "de", languagesWithStringsDict: ["en", "de"], developmentLanguage: "en")
                == "de")
        #expect(
            merge.stringsDictLanguage(for: "pt-BR", languagesWithStringsDict: ["en", "pt"], developmentLanguage: "en")
                == "pt")
        #expect(merge.stringsDictLanguage(for: "de", languagesWithStringsDict: [], developmentLanguage: "en") == nil)
        #expect(merge.source(inStrings: true, inStringsDict: true) == .stringsDict)
        #expect(merge.source(inStrings: true, inStringsDict: false) == .strings)
        #expect(merge.source(inStrings: false, inStringsDict: false) == nil)
    }
}
