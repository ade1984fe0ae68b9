import Foundation
import LocaleKitTestSupport
import Testing

/// Every command reads `localekit.json` as `check` does (one frontend): its development language,
/// its rules and its `include`/`exclude`, and for `generate` its generate options.
@Suite struct ProjectConfigurationTests {
    /// A project whose `localekit.json` says `de` (the files alone would give `en`), turns
    /// `extra-key` into an error and leaves `fr.lproj` out.
    static func project() throws -> String {
        let root = try LocalekitProcess.scratchFolder("localekit-project")
        let files = [
            "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n\"only.en\" = \"English\";\n",
            "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n\"only.de\" = \"Deutsch\";\n",
            "fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n\"only.fr\" = \"Français\";\n",
            "localekit.json": """
            {"developmentLanguage": "de", "exclude": ["fr.lproj/**"], "rules": {"extra-key": "error"},
             "generate": {"enumName": "Strings", "template": "flat"}}
            """,
        ]
        try TestPaths.write(files, under: root)
        return root
    }

    /// A command, what it prints or writes (`OUT` is a fresh output folder), and what shows that it
    /// read the project as `check` does.
    struct Case: Sendable, CustomStringConvertible {
        var arguments: [String]
        var output: String?
        /// Text the output must contain, and text it must not.
        var contains: [String]
        var lacks: [String]
        var description: String { arguments[0] }
    }

    static let cases: [Case] = [
        Case(arguments: ["check", "PROJECT"], contains: ["only.en", "[extra-key]"], lacks: ["only.fr"]),
        Case(arguments: ["dump", "PROJECT"], contains: [#""developmentLanguage" : "de""#], lacks: ["only.fr"]),
        Case(arguments: ["stats", "PROJECT", "--format", "json"], contains: ["\"de\""], lacks: ["\"fr\""]),
        Case(
            arguments: ["export", "PROJECT", "--xliff", "OUT"], output: "en.xliff",
            contains: [#"source-language="de""#, "only.de"], lacks: ["only.fr"]),
        Case(
            arguments: ["migrate", "PROJECT", "--output", "OUT/Localizable.xcstrings"], output: "Localizable.xcstrings",
            contains: [#""sourceLanguage" : "de""#], lacks: ["only.fr"]),
        Case(
            arguments: ["pseudo", "PROJECT", "--output", "OUT"], output: "en-XA.lproj/Localizable.strings",
            contains: ["only.de"], lacks: ["only.en"]),
        Case(
            arguments: ["compile", "PROJECT", "--output", "OUT"], output: "de.lproj/Localizable.strings",
            contains: ["only.de"], lacks: []),
        Case(
            arguments: ["generate", "PROJECT", "--output", "OUT/L10n.swift"], output: "L10n.swift",
            contains: ["enum Strings", "only.de"], lacks: ["only.en", "only.fr"]),
    ]

    @Test(arguments: cases)
    func followsLocalekitJSONAsCheckDoes(_ command: Case) throws {
        let project = try Self.project()
        let out = try LocalekitProcess.scratchFolder("localekit-project-out")
        defer {
            try? FileManager.default.removeItem(atPath: project)
            try? FileManager.default.removeItem(atPath: out)
        }
        let arguments = command.arguments.map {
            $0.replacingOccurrences(of: "PROJECT", with: project).replacingOccurrences(of: "OUT", with: out)
        }
        let run = try LocalekitProcess.run(arguments)
        #expect(run.status != 2, "\(run.stderr)")
        let text = try command.output.map { try String(contentsOfFile: out + "/" + $0, encoding: .utf8) } ?? run.stdout
        for expected in command.contains { #expect(text.contains(expected), "\(text)") }
        for unexpected in command.lacks { #expect(!text.contains(unexpected), "\(text)") }
        if command.output != nil {
            #expect(!FileManager.default.fileExists(atPath: out + "/fr.lproj"), "fr.lproj is excluded")
            #expect(!FileManager.default.fileExists(atPath: out + "/fr.xliff"), "fr.lproj is excluded")
        }
    }

    @Test func checkOfAFolderWithoutLocalizationFilesSaysSoAndExitsTwo() throws {
        let folder = try LocalekitProcess.scratchFolder("localekit-empty")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "print(1)\n".write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
        let check = try LocalekitProcess.run(["check", folder])
        #expect(check.status == 2)
        #expect(check.stderr.contains("no localization files"), "\(check.stderr)")
        #expect(!check.stdout.contains("0 errors"))
    }

    @Test(arguments: [
        (["chek", "."], "did you mean 'check'?"),
        (["check", "--fromat", "json"], "did you mean '--format'?"),
        (["generate", "--enum-nme", "X"], "did you mean '--enum-name'?"),
    ])
    func aMistypedNameGetsADidYouMeanLineNotTheHelp(arguments: [String], hint: String) throws {
        let run = try LocalekitProcess.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains(hint), "\(run.stderr)")
        #expect(!run.stdout.contains("USAGE:"))
    }
}
