import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleKitCommands
import LocalizationFormats
import Testing

/// One finding policy through the built tool: `--rule` and `localekit.json` refuse an unknown id
/// alike, a rule set off is off in `check`, `usage` and `sync`, and `check --help` lists every id.
@Suite struct RulePolicyCommandTests {
    /// A folder with a development table of two keys, a Swift file using one, and `json` as its
    /// `localekit.json` (none when nil).
    func app(_ json: String?) throws -> String {
        let root = try LocalekitProcess.scratchFolder("rule-policy")
        try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
        try "\"used\" = \"Used\";\n\"unused\" = \"Unused\";\n".write(
            toFile: root + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try "let a = NSLocalizedString(\"used\", comment: \"\")\n".write(
            toFile: root + "/View.swift", atomically: true, encoding: .utf8)
        if let json { try json.write(toFile: root + "/localekit.json", atomically: true, encoding: .utf8) }
        return root
    }

    /// The message after the location: `--rule: error: …` and `localekit.json:1:11: error: …` say the same.
    static func message(_ stderr: String) -> String? {
        guard let line = stderr.split(separator: "\n").first, let start = line.range(of: "error: ") else { return nil }
        return String(line[start.upperBound...])
    }

    @Test func anUnknownIDIsTheSameUsageErrorFromTheFlagAndTheFile() throws {
        let root = try app(nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let flag = try LocalekitProcess.run(["check", root, "--rule", "no-such-rule=off"])
        #expect(flag.status == 2, "\(flag.stderr)")
        try #"{"rules": {"no-such-rule": "off"}}"#.write(
            toFile: root + "/localekit.json", atomically: true, encoding: .utf8)
        let file = try LocalekitProcess.run(["check", root])
        #expect(file.status == 2, "\(file.stderr)")
        let message = try #require(Self.message(flag.stderr))
        #expect(message.hasPrefix("unknown rule 'no-such-rule' (known: "), "\(flag.stderr)")
        #expect(Self.message(file.stderr) == message, "\(file.stderr)")
        #expect(file.stderr.hasPrefix(root + "/localekit.json:1:"), "\(file.stderr)")
        // usage and sync read the same registry.
        for command in ["usage", "sync"] {
            try "{}".write(toFile: root + "/localekit.json", atomically: true, encoding: .utf8)
            let output = try LocalekitProcess.run(
                [command, root + "/en.lproj", "--sources", root, "--rule", "no-such-rule=error"])
            #expect(output.status == 2, "\(command): \(output.stderr)")
            #expect(Self.message(output.stderr) == message, "\(command): \(output.stderr)")
        }
    }

    /// `"unused-key": "off"` leaves unused keys out of `usage` and `sync` (both report them by default).
    @Test func aRuleOffInTheConfigurationIsOffInUsageAndSync() throws {
        let sources = #""usage": {"sources": ["."]}"#
        let on = try app("{\(sources)}")
        let off = try app(#"{\#(sources), "rules": {"unused-key": "off"}}"#)
        defer {
            try? FileManager.default.removeItem(atPath: on)
            try? FileManager.default.removeItem(atPath: off)
        }
        for (root, reports) in [(on, true), (off, false)] {
            let folder = URL(fileURLWithPath: root)
            let usage = try LocalekitProcess.run(["usage"], in: folder)
            #expect(usage.status == 0, "\(usage.stderr)")
            #expect(usage.stdout.contains("'unused' (table 'Localizable') is not used") == reports, "\(usage.stdout)")
            let sync = try LocalekitProcess.run(["sync", "--check"], in: folder)
            #expect(sync.status == 0, "\(sync.stdout)\(sync.stderr)")
            #expect(
                sync.stderr.contains("'unused' is used by no source (kept) [unused-key]") == reports, "\(sync.stderr)")
        }
        // Made an error, it fails both commands as it fails check.
        let folder = URL(fileURLWithPath: on)
        #expect(try LocalekitProcess.run(["usage", "--rule", "unused-key=error"], in: folder).status == 1)
        #expect(try LocalekitProcess.run(["sync", "--check", "--rule", "unused-key=error"], in: folder).status == 1)
        #expect(try LocalekitProcess.run(["check", "--rule", "unused-key=error"], in: folder).status == 1)
    }

    /// `check --help` lists every id of the registry with its default severity.
    @Test func theHelpListsEveryID() throws {
        let help = try LocalekitProcess.run(["check", "--help"])
        #expect(help.status == 0)
        let lines = help.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for rule in RuleRegistry.standard.descriptions {
            let severity = rule.defaultSeverity?.rawValue ?? "off"
            #expect(
                lines.contains { line in
                    let words = line.split(separator: " ", maxSplits: 2)
                    return words.count == 3 && words[0] == rule.id.rawValue && words[1] == severity
                }, "\(rule.id) \(severity)")
        }
    }
}
