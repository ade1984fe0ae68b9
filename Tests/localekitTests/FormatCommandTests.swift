import Foundation
import LocaleKitTestSupport
import Testing

/// `localekit format` as a user runs it: `--check` as a CI gate, then a write.
@Suite struct FormatCommandTests {
    /// Every String Catalog of the corpus that Xcode saved last passes `--check` (the apps', the
    /// geteduroam `.xcloc` bundles', the ones a save of Xcode wrote). Two were last written by other
    /// hands, and fail as the next Xcode save would change them: CotEditor's `Document`, whose last
    /// commit renamed two keys ("Rename previous to back": `…back.label` now sorts before
    /// `…forward.label`), and XcodesApp's, whose last commits ("more translations") left a final
    /// newline, which each Xcode save of its history removed (`4142d85`, `7cf2c6f`).
    @Test func corpusCatalogsPassTheCheckButTwoEditedByHand() throws {
        let output = try LocalekitProcess.run([
            "format", "Tests/Corpus/xcstrings-apps", "Tests/Corpus/xcode-xliff",
            "Tests/Corpus/xcstrings-saves/coteditor/after", "--check",
        ])
        #expect(output.status == 1)
        #expect(
            output.stderr
                == "Tests/Corpus/xcstrings-apps/coteditor/CotEditor/Localizables/Document Window/Document.xcstrings: "
                + "error: not in canonical form (keys out of Xcode's order) [format]\n"
                + "Tests/Corpus/xcstrings-apps/xcodes/Xcodes/Resources/Localizable.xcstrings: "
                + "error: not in canonical form (a final newline Xcode does not write) [format]\n")
    }

    /// Catalogs a tool wrote with `bg` at the end of each key's localizations and a final newline fail
    /// the check; `format` writes the bytes Xcode's next save wrote (CotEditor `e973bb7`).
    @Test func formatWritesWhatXcodeSaved() throws {
        let corpus = "Tests/Corpus/xcstrings-saves/coteditor"
        let root = try LocalekitProcess.scratchFolder("format-saves")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: corpus + "/before", toPath: root + "/before")
        let check = try LocalekitProcess.run(["format", root + "/before", "--check"])
        #expect(check.status == 1)
        let lines = check.stderr.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(
            lines.allSatisfy {
                $0.hasSuffix(
                    "error: not in canonical form (keys out of Xcode's order; a final newline Xcode does not write) [format]"
                )
            })
        let write = try LocalekitProcess.run(["format", root + "/before"])
        #expect(write.status == 0, "\(write.stderr)")
        let files = try #require(FileManager.default.subpaths(atPath: corpus + "/after")).filter {
            $0.hasSuffix(".xcstrings")
        }
        #expect(files.count == 4)
        for file in files {
            let written = try Data(contentsOf: URL(fileURLWithPath: root + "/before/" + file))
            let saved = try Data(
                contentsOf: LocalekitProcess.packageRoot.appendingPathComponent(corpus + "/after/" + file))
            #expect(written == saved, "\(file)")
        }
        #expect(try LocalekitProcess.run(["format", root + "/before", "--check"]).status == 0)
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
