import Foundation
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats
import SwiftSourceScanner
import Testing

@testable import AccessorGeneration
@testable import KeyUsage
@testable import LocaleCatalog

@Suite struct UndefinedKeyRuleTests {
    @Test func aLiteralKeyNoTableDefinesIsAWarningAtTheCall() throws {
        let findings = try UsageRuleFixture.check(sources: true).findings.filter { $0.rule == .undefinedKey }
        #expect(findings.map(\.key) == ["missing"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.diagnostic.location?.file.hasSuffix("Sources/App.swift") == true)
        #expect(findings.first?.diagnostic.location?.line == 2)
        #expect(findings.first?.diagnostic.location?.column == 27)
    }

    @Test func withoutSourcesTheRuleIsNotRun() throws {
        #expect(try UsageRuleFixture.check(sources: false).findings.allSatisfy { $0.rule != .undefinedKey })
    }

    @Test func theConfigurationMayNameTheRule() throws {
        let json =
            #"{"rules": {"undefined-key": "warning", "unused-key": "warning"}, "usage": {"sources": ["Sources"]}}"#
        let configuration = try LocaleKitConfiguration.parse(
            Data(json.utf8), file: "localekit.json", registry: .checking)
        #expect(configuration.rules["unused-key"] == .warning)
        #expect(configuration.usage.sources == ["Sources"])
    }
}
