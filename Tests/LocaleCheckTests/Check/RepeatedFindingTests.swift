import LocalizationFormats
import Testing

@testable import LocaleCheck

/// One finding per defect: a report keeps the first of findings that say the same about the same place.
@Suite struct RepeatedFindingTests {
    @Test func identicalFindingsAreReportedOnce() {
        let location = SourceLocation(file: "/app/de.lproj/Localizable.strings", line: 3, column: 9)
        func finding(_ message: String, line: Int = 3) -> Finding {
            Finding(
                Diagnostic(
                    .warning, rule: .numberMismatch, message,
                    at: SourceLocation(file: location.file, line: line, column: 9)),
                table: "Localizable", language: "de", key: "k")
        }
        var report = CheckReport(developmentLanguage: "en")
        report.add([finding("a"), finding("a"), finding("b"), finding("a", line: 4)], coverage: [])
        report.add([finding("a")], coverage: [])
        report.finish()
        #expect(report.findingCount == 3)
        #expect(report.count(.warning) == 3)
        #expect(report.findings.map(\.diagnostic.message) == ["a", "b", "a"])
    }
}
