import LocalizationFormats
import Testing

@testable import LocaleCatalog

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
        #expect(findings.first?.diagnostic.message.contains("%d (Int)") == true)
        #expect(findings.first?.diagnostic.message.contains("%@ (String)") == true)
    }

    @Test func pluralFormsAreComparedWithTheDevelopmentOtherForm() {
        let findings = CheckFixture.findings(rule, "fires").filter {
            $0.diagnostic.location?.file.hasSuffix(".stringsdict") == true
        }
        let markers = CheckFixture.markers(rule.id, "fires")
        // `one` lacks %2$@ (only the count may be left out); `other` has %1$@ where en has %1$d.
        #expect(CheckFixture.lines(findings) == CheckFixture.lines(of: markers, ["4️⃣", "4️⃣"]))
        #expect(findings.map(\.key) == ["folder-files", "folder-files"])
        #expect(findings.contains { $0.diagnostic.message.contains("'one'") && $0.diagnostic.message.contains("%2$@") })
        #expect(
            findings.contains { $0.diagnostic.message.contains("'other'") && $0.diagnostic.message.contains("%1$@") })
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
}
