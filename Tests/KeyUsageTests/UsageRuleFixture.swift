import Foundation
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import SwiftSourceScanner

@testable import AccessorGeneration
@testable import KeyUsage
@testable import LocaleCatalog

/// A package-like folder for the usage rules: `Resources/en.lproj/Localizable.strings` and
/// `Sources/App.swift`, checked with `usage.sources` set (or not).
enum UsageRuleFixture {
    static let strings = """
        "used" = "Used";
        "unused" = "Unused";
        "user.name.first" = "First";

        """

    static let swift = """
        let a = L10n.used
        let b = NSLocalizedString("missing", comment: "")
        let c = "user.name.\\(part)".localized

        """

    static func check(sources: Bool, unusedSetting: LocaleKitConfiguration.RuleSetting? = nil) throws -> CheckReport {
        let root = try TestPaths.scratchFolder()
        try FileManager.default.createDirectory(atPath: root + "/Resources/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        try strings.write(toFile: root + "/Resources/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try swift.write(toFile: root + "/Sources/App.swift", atomically: true, encoding: .utf8)
        var configuration = LocaleKitConfiguration()
        if sources { configuration.usage.sources = [root + "/Sources"] }
        if let unusedSetting { configuration.rules["unused-key"] = unusedSetting }
        let checker = Checker(configuration: configuration, rules: RuleRegistry.checking.rules(for: configuration))
        return checker.check(paths: [root + "/Resources"])
    }
}
