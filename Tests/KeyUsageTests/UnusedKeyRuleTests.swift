import Foundation
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats
import SwiftSourceScanner
import Testing

@testable import AccessorGeneration
@testable import KeyUsage
@testable import LocaleCatalog

@Suite struct UnusedKeyRuleTests {
    @Test func offByDefault() throws {
        #expect(try UsageRuleFixture.check(sources: true).findings.allSatisfy { $0.rule != .unusedKey })
    }

    @Test func whenOnOnlyKeysNothingReferencesAreReported() throws {
        let findings = try UsageRuleFixture.check(sources: true, unusedSetting: .warning).findings
            .filter { $0.rule == .unusedKey }
        // `used` through its accessor, `user.name.first` through the run-time key's prefix.
        #expect(findings.map(\.key) == ["unused"])
        #expect(findings.first?.diagnostic.location?.line == 2)
    }
}
