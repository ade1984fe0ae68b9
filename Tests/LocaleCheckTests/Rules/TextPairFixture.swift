import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// Runs a ``TextPairCheck`` on one pair of texts, and its rule over its fixture folders.
enum TextPairFixture {
    static func problems<Check: TextPairCheck>(
        _ check: Check, _ source: String, _ translation: String, language: String = "de",
        key: String = "key", comment: String? = nil, form: PluralCategory? = nil
    ) -> [String] {
        let pair = TextPair(
            table: "Localizable", key: key, source: source, translation: translation, language: language,
            comment: comment, form: form)
        return check.problems(in: pair).map(\.message)
    }

    /// The lines of the rule's findings on `fires`, and those the fixture's markers name.
    static func firingLines<Check: TextPairCheck>(
        _: Check.Type, markers names: [String], configuration: LocaleKitConfiguration = .init()
    ) -> (found: [String], expected: [String]) {
        let rule = TextPairRule<Check>()
        let findings = CheckFixture.findings(rule, "fires", configuration: configuration)
        let markers = CheckFixture.markers(rule.id, "fires")
        return (CheckFixture.lines(findings), CheckFixture.lines(of: markers, names))
    }

    static func cleanFindings<Check: TextPairCheck>(
        _: Check.Type, configuration: LocaleKitConfiguration = .init()
    ) -> [Finding] {
        CheckFixture.findings(TextPairRule<Check>(), "clean", configuration: configuration)
    }
}
