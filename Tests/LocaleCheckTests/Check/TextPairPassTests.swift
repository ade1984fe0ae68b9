import Foundation
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// The text-pair rules run together (``TextPairPass``) find, rule by rule, what each finds alone.
@Suite struct TextPairPassTests {
    /// Every text-pair rule, the one off by default switched on, and severities configured apart:
    /// a rule's override lands on its own findings only.
    let configuration = LocaleKitConfiguration(rules: [
        "end-punctuation": .warning, "whitespace-mismatch": .error, "number-mismatch": .note,
    ])
    let rules = CheckRules.textPairChecks.map { CheckRules.rule(id: $0.id) }.compactMap { $0 }

    @Test(arguments: ["wikipedia-ios", "xcstrings-apps"])
    func togetherFindWhatEachFindsAlone(folder: String) {
        let paths = [TestPaths.corpus + "/" + folder]
        let together = Checker(configuration: configuration, rules: rules).check(paths: paths).findings
        let alone = rules.flatMap { Checker(configuration: configuration, rules: [$0]).check(paths: paths).findings }
        // Compared as sets, plus the counts: a failure lists only the lines that differ.
        #expect(together.count == alone.count)
        #expect(Set(lines(alone)).subtracting(lines(together)).sorted() == [])
        #expect(Set(lines(together)).subtracting(lines(alone)).sorted() == [])
        // The comparison means something: several rules find something on the real catalog.
        #expect(Set(together.map(\.diagnostic.rule)).count >= 3)
    }

    @Test func aRuleWithNothingToCheckFindsNothingInThePass() {
        // Glossary and length limits have nothing to check without configuration: their members
        // have no check, and the others' findings stay theirs.
        let paths = [TestPaths.corpus + "/wikipedia-ios"]
        let findings = Checker(configuration: configuration, rules: rules).check(paths: paths).findings
        #expect(!findings.contains { $0.diagnostic.rule == Glossary.id || $0.diagnostic.rule == LengthLimit.id })
        #expect(!findings.isEmpty)
    }

    /// Each finding as one line: rule, severity, place, message and notes.
    private func lines(_ findings: [Finding]) -> [String] {
        findings.map { finding in
            let diagnostic = finding.diagnostic
            let place = diagnostic.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-"
            let notes = diagnostic.notes.map { "\($0.message)@\($0.location?.line ?? 0)" }.joined(separator: ";")
            return "\(diagnostic.rule.rawValue) \(diagnostic.severity) \(place) \(diagnostic.message) [\(notes)]"
        }
    }
}
