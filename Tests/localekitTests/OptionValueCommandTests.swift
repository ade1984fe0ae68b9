import Foundation
import LocaleKitTestSupport
import Testing

/// A bad option value reads the same whether a flag or `localekit.json` gave it: the flag's error
/// names the flag, the file's is located at its line and column, and the words after are one text
/// (each option's `ValueCheck`).
@Suite struct OptionValueCommandTests {
    struct Case: Sendable, CustomStringConvertible {
        var command: String
        var flag: [String]
        var json: String
        /// The subjects and the shared words.
        var flagSubject: String
        var fieldSubject: String
        var reason: String
        var description: String { flagSubject }
    }

    static let cases: [Case] = [
        Case(
            command: "check", flag: ["--max-length", "title=0"], json: #""maxLength": {"title": 0}"#,
            flagSubject: "--max-length title", fieldSubject: "maxLength.title",
            reason: "must be a whole number of characters from 1, not 0"),
        Case(
            command: "check", flag: ["--min-coverage", "de=101"], json: #""minCoverage": {"de": 101}"#,
            flagSubject: "--min-coverage de", fieldSubject: "minCoverage.de", reason: "must be from 0 to 100, not 101"),
        Case(
            command: "check", flag: ["--rule", "extra-key=fatal"], json: #""rules": {"extra-key": "fatal"}"#,
            flagSubject: "--rule extra-key", fieldSubject: "rules.extra-key",
            reason: "must be one of error, warning, note, off, not 'fatal'"),
        Case(
            command: "generate", flag: ["--enum-name", "not valid"], json: #""generate": {"enumName": "not valid"}"#,
            flagSubject: "--enum-name", fieldSubject: "generate.enumName",
            reason: "must be a Swift type name, not 'not valid'"),
        Case(
            command: "generate", flag: ["--tr-access", "open"], json: #""generate": {"trAccess": "open"}"#,
            flagSubject: "--tr-access", fieldSubject: "generate.trAccess",
            reason: "must be one of private, fileprivate, internal, package, public, not 'open'"),
    ]

    @Test(arguments: cases)
    func theFlagAndTheFileSayTheSame(_ example: Case) throws {
        let root = try LocalekitProcess.scratchFolder("localekit-option-value")
        try TestPaths.write(
            [
                "en.lproj/Localizable.strings": "\"title\" = \"Inbox\";\n",
                "de.lproj/Localizable.strings": "\"title\" = \"Posteingang\";\n",
            ], under: root)
        let output = example.command == "generate" ? ["--output", root + "/L10n.swift"] : []
        let fromFlag = try LocalekitProcess.run([example.command, root] + output + example.flag)
        #expect(fromFlag.status == 2)
        #expect(fromFlag.stderr.contains("localekit: error: '\(example.flagSubject)' \(example.reason)\n"))

        try "{\n  \(example.json)\n}\n".write(toFile: root + "/localekit.json", atomically: true, encoding: .utf8)
        let fromFile = try LocalekitProcess.run([example.command, root] + output)
        #expect(fromFile.status == 2)
        let located = try #require(fromFile.stderr.split(separator: "\n").first { $0.contains("localekit.json:2:") })
        #expect(located.hasSuffix(": error: '\(example.fieldSubject)' \(example.reason) [config]"), "\(located)")
    }
}
