import Foundation
import KeyUsage
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// Runs one rule over `Fixtures/Check/<rule-id>/<variant>` and finds the inline markers
/// (`1️⃣`, `2️⃣`…, in comments) that say on which line a finding is expected.
enum CheckFixture {
    static let root = TestPaths.fixtures(of: "LocaleCheckTests") + "/Check"

    static func folder(_ ruleID: Diagnostic.Rule, _ variant: String) -> String {
        folder(ruleID.rawValue, variant)
    }

    /// A fixture folder by name (a rule's id, or a folder shared by several tests).
    static func folder(_ name: String, _ variant: String) -> String {
        "\(root)/\(name)/\(variant)"
    }

    /// The findings of `rule` alone (an off-by-default rule is switched on as a warning).
    static func findings(
        _ rule: any CheckRule, _ variant: String, configuration: LocaleKitConfiguration = .init()
    ) -> [Finding] {
        var configuration = configuration
        if rule.defaultSeverity == nil && configuration.rules[rule.id.rawValue] == nil {
            configuration.rules[rule.id.rawValue] = .warning
        }
        return Checker(configuration: configuration, rules: [rule]).check(paths: [folder(rule.id, variant)]).findings
    }

    static let markerSymbols = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// Marker → the file and line it is written on.
    static func markers(_ ruleID: Diagnostic.Rule, _ variant: String) -> [String: LocalizationFormats.SourceLocation] {
        let base = folder(ruleID, variant)
        var result: [String: LocalizationFormats.SourceLocation] = [:]
        let files = FileManager.default.enumerator(atPath: base)?.allObjects.compactMap { $0 as? String } ?? []
        for relative in files {
            let path = base + "/" + relative
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                for marker in markerSymbols where line.contains(marker) {
                    result[marker] = LocalizationFormats.SourceLocation(file: path, line: index + 1)
                }
            }
        }
        return result
    }

    /// `file:line` of each finding, and of each marker, for comparing where findings land.
    static func lines(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.diagnostic.location?.file ?? "?"):\($0.diagnostic.location?.line ?? 0)" }
    }

    static func lines(of markers: [String: LocalizationFormats.SourceLocation], _ names: [String]) -> [String] {
        names.map { name in markers[name].map { "\($0.file):\($0.line)" } ?? "no marker \(name)" }
    }
}

extension LocaleKitConfiguration {
    /// Every language must be complete (`"requireComplete": true`): coverage gaps are errors.
    static var requiringComplete: LocaleKitConfiguration {
        var configuration = LocaleKitConfiguration()
        configuration.requireComplete = ["*"]
        return configuration
    }
}
