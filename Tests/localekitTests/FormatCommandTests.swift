import Foundation
import LocaleKitTestSupport
import Testing

/// `localekit format` as a user runs it: `--check` as a CI gate, then a write.
@Suite struct FormatCommandTests {
    /// Every String Catalog of the corpus is in Xcode's bytes: `--check` passes on them.
    @Test func corpusCatalogsPassTheCheck() throws {
        let output = try LocalekitProcess.run(["format", "Tests/Corpus/xcstrings-apps", "--check"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
    }

    /// A table out of order fails the check with one line naming it, is written by `format`, and then
    /// passes.
    @Test func checkReportsWriteFixesThenCheckPasses() throws {
        let root = try LocalekitProcess.scratchFolder("format")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (language, text) in [
            ("en", "\"a\" = \"A\";\n\"b\" = \"B\";\n"), ("de", "\"b\" = \"Bd\";\n\"a\" = \"Ad\";\n"),
        ] {
            try FileManager.default.createDirectory(
                atPath: root + "/\(language).lproj", withIntermediateDirectories: true)
            try text.write(toFile: root + "/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
        }
        let german = root + "/de.lproj/Localizable.strings"
        let check = try LocalekitProcess.run(["format", root, "--check"])
        #expect(check.status == 1)
        #expect(
            check.stderr
                == "\(german): error: not in canonical form (keys out of the development language's order) [format]\n")
        #expect(try String(contentsOfFile: german, encoding: .utf8) == "\"b\" = \"Bd\";\n\"a\" = \"Ad\";\n")
        let write = try LocalekitProcess.run(["format", root])
        #expect(write.status == 0, "\(write.stderr)")
        #expect(write.stdout.contains("Formatted \(german)"))
        #expect(try String(contentsOfFile: german, encoding: .utf8) == "\"a\" = \"Ad\";\n\"b\" = \"Bd\";\n")
        #expect(try LocalekitProcess.run(["format", root, "--check"]).status == 0)
    }

    @Test func helpNamesTheCommand() throws {
        let output = try LocalekitProcess.run(["--help"])
        #expect(output.stdout.contains("format"))
        let help = try LocalekitProcess.run(["format", "--help"])
        #expect(help.stdout.contains("USAGE: localekit format [<path>...] [--check]"))
    }
}
