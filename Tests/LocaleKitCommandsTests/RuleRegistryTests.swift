import CatalogSync
import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleKitCommands

/// `RuleRegistry.standard`: every id any command reports, described once; `rules` and `--rule` refuse
/// the same ids in the same words, and docs/checking.md lists what the registry lists.
@Suite struct RuleRegistryTests {
    /// Every id declared in `Sources/` (`Diagnostic.Rule("…")`), found in the source text.
    static func declaredIDs() throws -> Set<String> {
        let sources = TestPaths.packageRoot + "/Sources"
        var ids: Set<String> = []
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
        let pattern = try Regex(#"static let [`A-Za-z]+ = Diagnostic\.Rule\("([a-z-]+)"\)"#)
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let id = match.output[1].substring { ids.insert(String(id)) }
            }
        }
        return ids
    }

    @Test func everyDeclaredIDIsDescribedOnce() throws {
        let declared = try Self.declaredIDs()
        #expect(declared.count > 50)
        let described = RuleRegistry.standard.descriptions.map(\.id.rawValue)
        #expect(Set(described) == declared)
        #expect(described.count == Set(described).count)
    }

    @Test func theConfigurableIDsAreTheRulesAndTheOnesCommandsApplyThePolicyTo() {
        let registry = RuleRegistry.standard
        #expect(registry.knownIDs.isSuperset(of: registry.all.map(\.id.rawValue)))
        #expect(registry.knownIDs.contains("undeterminable-key"))
        #expect(!registry.knownIDs.contains("io"))
        #expect(registry.description(of: .unusedKey)?.commands.isSuperset(of: [.check, .usage, .sync]) == true)
        #expect(registry.description(of: .syntax)?.commands == RuleCommand.reading)
    }

    /// `--rule` and `localekit.json` refuse an unknown id with one message (the location aside).
    @Test func anUnknownIDIsOneErrorFromTheFlagAndTheFile() throws {
        let root = try TestPaths.scratchFolder()
        try TestPaths.write(["en.lproj/A.strings": "\"a\" = \"A\";\n"], under: root)
        var options = CommandLineOptions(paths: [root])
        options.rules["no-such-rule"] = .off
        let flag = #expect(throws: ConfigurationError.self) { try Frontend(options).resolve() }
        try #"{"rules": {"no-such-rule": "off"}}"#.write(
            toFile: root + "/localekit.json", atomically: true, encoding: .utf8)
        let file = #expect(throws: ConfigurationError.self) {
            try Frontend(CommandLineOptions(paths: [root])).resolve()
        }
        let flagMessages = flag?.diagnostics.map(\.message)
        #expect(flagMessages == file?.diagnostics.map(\.message))
        #expect(flagMessages?.first?.hasPrefix("unknown rule 'no-such-rule' (known: ") == true)
        #expect(flag?.diagnostics.first?.location?.file == "--rule")
        // A known id is accepted from both.
        options.rules = ["unused-key": .off]
        try "{}".write(toFile: root + "/localekit.json", atomically: true, encoding: .utf8)
        #expect(try Frontend(options).resolve().configuration.rules["unused-key"] == .off)
    }

    /// The policy a project's `rules` set is the one every command reads.
    @Test func aRuleOffIsOffInThePolicyOfEveryCommand() throws {
        let root = try TestPaths.scratchFolder()
        try TestPaths.write(
            [
                "en.lproj/A.strings": "\"a\" = \"A\";\n",
                "localekit.json": #"{"strict": true, "rules": {"unused-key": "off", "extra-key": "error"}}"#,
            ], under: root)
        let project = try Frontend(CommandLineOptions(paths: [root])).resolve()
        let unused = Diagnostic(.warning, rule: .unusedKey, "unused", at: SourceLocation(file: "x"))
        let undeterminable = Diagnostic(.warning, rule: .undeterminableKey, "?", at: SourceLocation(file: "x"))
        #expect(project.usagePolicy.applying(to: [unused, undeterminable]).map(\.rule) == [.undeterminableKey])
        #expect(project.policy.applying(to: [unused]).isEmpty)
        // `strict` is check's gate: a warning is an error there, not in usage and sync.
        #expect(project.policy.applying(to: [undeterminable]).first?.severity == .error)
        #expect(project.usagePolicy.applying(to: [undeterminable]).first?.severity == .warning)
        #expect(project.checker.policy == project.policy)
    }

    /// docs/checking.md's table of every rule id is the registry's, row for row.
    @Test func theDocsListEveryID() throws {
        let text = try String(contentsOfFile: TestPaths.packageRoot + "/docs/checking.md", encoding: .utf8)
        let start = try #require(text.range(of: Self.tableHeader))
        let rows = text[start.upperBound...].split(separator: "\n").prefix { $0.hasPrefix("|") }.map(String.init)
        let expected = RuleRegistry.standard.descriptions.map(Self.row)
        #expect(rows == expected, "expected:\n\(expected.joined(separator: "\n"))")
    }

    static let tableHeader = "| id | default | set in `rules` | reported by | what it means |\n|---|---|---|---|---|\n"

    static func row(_ rule: RuleDescription) -> String {
        let commands =
            rule.commands == RuleCommand.reading
            ? "every command" : rule.commands.sorted().map { "`\($0.rawValue)`" }.joined(separator: ", ")
        return "| `\(rule.id.rawValue)` | \(rule.defaultSeverity?.rawValue ?? "off") | "
            + "\(rule.isConfigurable ? "yes" : "no") | \(commands) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |"
    }
}
