import Foundation
import KeyUsage
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct PlaceholderMismatchRuleTests {
    let rule = PlaceholderMismatchRule()

    @Test func typeMissingAndExtraArgumentsAreReportedAtTheTranslation() {
        let findings = CheckFixture.findings(rule, "fires").filter {
            $0.diagnostic.location?.file.hasSuffix(".strings") == true
        }
        let markers = CheckFixture.markers(rule.id, "fires")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["1️⃣", "2️⃣", "3️⃣"]))
        #expect(findings.map(\.key) == ["welcome", "count", "copy"])
        #expect(findings.allSatisfy { $0.severity == .error && $0.language == "de" })
        #expect(findings.first?.diagnostic.message.contains("%d (argument 1, Int)") == true)
        #expect(findings.first?.diagnostic.message.contains("%@ (argument 1, String)") == true)
    }

    /// An empty translation is one defect (`empty-value`), not one missing placeholder each.
    @Test func anEmptyTranslationIsNoPlaceholderMismatch() throws {
        let root = try TestPaths.scratchFolder("empty-translation")
        for (language, text) in [("en", "%1$@ has %2$d of %3$@"), ("de", "")] {
            try FileManager.default.createDirectory(
                atPath: root + "/\(language).lproj", withIntermediateDirectories: true)
            try "\"a\" = \"\(text)\";\n".write(
                toFile: root + "/\(language).lproj/L.strings", atomically: true, encoding: .utf8)
        }
        let findings = Checker(rules: [rule, EmptyValueRule()]).check(paths: [root]).findings
        #expect(findings.map(\.rule) == [.emptyValue])
    }

    @Test func pluralFormsAreComparedWithTheDevelopmentOtherForm() {
        let findings = CheckFixture.findings(rule, "fires").filter {
            $0.diagnostic.location?.file.hasSuffix(".stringsdict") == true
        }
        let markers = CheckFixture.markers(rule.id, "fires")
        // `one` lacks %2$@ (only the count may be left out); `other` has %1$@ where en has %1$d.
        // At each form's <string>, not the variable's <key>.
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["4️⃣", "5️⃣"]))
        #expect(findings.map(\.key) == ["folder-files", "folder-files"])
        #expect(findings.contains { $0.diagnostic.message.contains("'one'") && $0.diagnostic.message.contains("%2$@") })
        #expect(
            findings.contains { $0.diagnostic.message.contains("'other'") && $0.diagnostic.message.contains("%1$@") })
    }

    /// Variable-width entries: every width of a translation against the development value, and the
    /// development language's narrower widths against its widest.
    @Test func everyWidthIsCompared() {
        let findings = CheckFixture.findings(rule, "widths")
        let markers = CheckFixture.markers(rule.id, "widths")
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["2️⃣", "1️⃣"]))
        #expect(findings.map(\.key) == ["items.count", "dev.narrow"])
        #expect(findings.map(\.language) == ["de", "en"])
        #expect(findings.first?.diagnostic.message == "'items.count' (de) width 10 is missing %@ (argument 2, String)")
        #expect(findings.last?.diagnostic.message == "'dev.narrow' (en) width 10 is missing %ld (argument 1, Int)")
    }

    @Test func reorderedWidenedAndOmittedCountsAreClean() {
        // %ld for %d, %2$@ before %1$@, "one" without its number, "100%" in a plain string.
        #expect(CheckFixture.findings(rule, "clean").isEmpty)
    }

    @Test(arguments: [
        ("%d items", "%ld Elemente", true), ("%d items", "%lld Elemente", true), ("%d", "%u", true),
        ("%@ items", "%d Elemente", false), ("%.2f km", "%d km", false), ("%1$@ %2$@", "%2$@ %1$@", true),
        ("%1$@ %2$@", "%1$@", false), ("%@", "%@ %@", false),
    ])
    func signatureComparison(source: String, target: String, agrees: Bool) {
        let en = Entry(
            key: "k", translation: .text(source),
            location: LocalizationFormats.SourceLocation(file: "en.strings", line: 1))
        let de = Entry(
            key: "k", translation: .text(target),
            location: LocalizationFormats.SourceLocation(file: "de.strings", line: 1))
        let catalog = Catalog(
            developmentLanguage: "en",
            tables: [
                "T": Table(
                    name: "T",
                    languages: [
                        "en": LanguageTable(language: "en", files: ["en.strings"], entries: ["k": en]),
                        "de": LanguageTable(language: "de", files: ["de.strings"], entries: ["k": de]),
                    ])
            ])
        #expect(rule.check(CheckContext(catalog: catalog)).isEmpty == agrees)
    }

    /// `en`: "%#@v1@ by %#@v2@" with v1 "%1$d changes", v2 "%2$d editors".
    static let english = PluralTranslation(
        format: "%#@v1@ by %#@v2@",
        variables: [
            PluralVariable(name: "v1", valueType: "d", forms: [.one: "%1$d change", .other: "%1$d changes"]),
            PluralVariable(name: "v2", valueType: "d", forms: [.one: "%2$d editor", .other: "%2$d editors"]),
        ])

    @Test(arguments: [
        // Variables renamed (wikipedia-ios `av`): names are local to an entry.
        (
            PluralTranslation(
                format: "%#@a@ — %#@b@",
                variables: [
                    PluralVariable(name: "a", valueType: "d", forms: [.other: "%1$d Änderungen"]),
                    PluralVariable(name: "b", valueType: "d", forms: [.other: "%2$d Autoren"]),
                ]), true
        ),
        // A counted argument printed as a plain number (wikipedia-ios `bs`).
        (
            PluralTranslation(
                format: "%#@v1@ od %2$d urednika",
                variables: [PluralVariable(name: "v1", valueType: "d", forms: [.other: "%1$d promjena"])]), true
        ),
        // The second argument dropped altogether.
        (
            PluralTranslation(
                format: "%#@v1@", variables: [PluralVariable(name: "v1", valueType: "d", forms: [.other: "%1$d"])]),
            false
        ),
        // The second argument as a string.
        (
            PluralTranslation(
                format: "%#@v1@ od %2$@",
                variables: [PluralVariable(name: "v1", valueType: "d", forms: [.other: "%1$d promjena"])]), false
        ),
    ])
    func pluralVariablesArePairedByPositionNotName(translation: PluralTranslation, agrees: Bool) {
        let location = LocalizationFormats.SourceLocation(file: "x.stringsdict", line: 1)
        let catalog = Catalog(
            developmentLanguage: "en",
            tables: [
                "T": Table(
                    name: "T",
                    languages: [
                        "en": LanguageTable(
                            language: "en", files: ["en"],
                            entries: ["k": Entry(key: "k", translation: .plural(Self.english), location: location)]),
                        "de": LanguageTable(
                            language: "de", files: ["de"],
                            entries: ["k": Entry(key: "k", translation: .plural(translation), location: location)]),
                    ])
            ])
        let findings = rule.check(CheckContext(catalog: catalog))
        #expect(findings.isEmpty == agrees, "\(findings.map(\.diagnostic.message))")
    }
}
