import Foundation
import Testing

/// `migrate`, `import` and `pseudo` through the executable: arguments, output and exit codes.
@Suite struct RoundTripCommandTests {
    static let fixtures = LocalekitProcess.packageRoot.path + "/Tests/LocaleCatalogTests/Fixtures"
    static let xliff = fixtures + "/XLIFF/Stringsdict-de.xliff"

    static func scratch() throws -> String { try LocalekitProcess.scratchFolder("localekit-roundtrip") }

    @Test func migrateWritesOneCatalogPerTable() throws {
        let output = try Self.scratch()
        let result = try LocalekitProcess.run(["migrate", Self.xliff, "--output-dir", output])
        #expect(result.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
                "InfoPlist.xcstrings", "Localizable.xcstrings",
            ])
        let catalog = try String(contentsOfFile: output + "/Localizable.xcstrings", encoding: .utf8)
        #expect(catalog.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
        let tooMany = try LocalekitProcess.run(["migrate", Self.xliff, "--output", output + "/One.xcstrings"])
        #expect(tooMany.status == 2)
        #expect(tooMany.stderr.contains("use --output-dir"))
    }

    /// Foundation on Linux traps on the parent of a one-character relative path: the writer must not ask.
    @Test func aOneLetterRelativeOutputFolderIsCreated() throws {
        let folder = try Self.scratch()
        let result = try LocalekitProcess.run(
            ["migrate", Self.xliff, "--output-dir", "x"], in: URL(fileURLWithPath: folder))
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/x/Localizable.xcstrings"))
    }

    @Test func importDryRunWritesNothingAndRefusedUnitsExitOne() throws {
        let project = try Self.scratch()
        _ = try LocalekitProcess.run(["compile", Self.xliff, "--output", project])
        let before = try Data(contentsOf: URL(fileURLWithPath: project + "/de.lproj/Localizable.strings"))
        var text = try String(contentsOfFile: Self.xliff, encoding: .utf8)
        text = text.replacingOccurrences(of: ">Alben<", with: ">Fotoalben<")
        let edited = project + "/de.xliff"
        try text.write(toFile: edited, atomically: true, encoding: .utf8)
        let dryRun = try LocalekitProcess.run(["import", edited, "--into", project, "--dry-run"])
        #expect(dryRun.status == 0)
        #expect(dryRun.stdout.contains("would write \(project)/de.lproj/Localizable.strings"))
        #expect(dryRun.stdout.contains("de: 0 added, 1 changed"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: project + "/de.lproj/Localizable.strings")) == before)
        let run = try LocalekitProcess.run(["import", edited, "--into", project])
        #expect(run.status == 0)
        let after = try String(contentsOfFile: project + "/de.lproj/Localizable.strings", encoding: .utf8)
        #expect(after.contains("\"album.title\" = \"Fotoalben\";"))
    }

    /// An app and its widget both have `InfoPlist` (KeePassium's pattern): the export keeps each root's
    /// table as its own `<file>`, an unchanged import changes nothing, and an edit goes into its root.
    @Test func twoRootsOfOneTableRoundTripApart() throws {
        let project = try Self.scratch()
        for (root, name) in [("App", "App"), ("Widget", "Widget")] {
            for (language, suffix) in [("en", ""), ("de", " DE")] {
                let folder = project + "/\(root)/\(language).lproj"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try "\"CFBundleName\" = \"\(name)\(suffix)\";\n".write(
                    toFile: folder + "/InfoPlist.strings", atomically: true, encoding: .utf8)
            }
        }
        let exports = project + "/../exports-\(UUID().uuidString)"
        let export = try LocalekitProcess.run(["export", project, "--xliff", exports])
        #expect(export.status == 0, "\(export.stderr)")
        let german = try String(contentsOfFile: exports + "/de.xliff", encoding: .utf8)
        #expect(german.contains("original=\"App/en.lproj/InfoPlist.strings\""))
        #expect(german.contains("original=\"Widget/en.lproj/InfoPlist.strings\""))
        #expect(german.contains(">App DE<") && german.contains(">Widget DE<"))
        let unchanged = try LocalekitProcess.run(["import", exports + "/de.xliff", "--into", project])
        #expect(unchanged.status == 0, "\(unchanged.stderr)")
        #expect(unchanged.stdout.contains("0 files changed"), "\(unchanged.stdout)")
        try german.replacingOccurrences(of: ">App DE<", with: ">Meine App<")
            .write(toFile: exports + "/de.xliff", atomically: true, encoding: .utf8)
        let edited = try LocalekitProcess.run(["import", exports + "/de.xliff", "--into", project])
        #expect(edited.status == 0, "\(edited.stderr)")
        let app = try String(contentsOfFile: project + "/App/de.lproj/InfoPlist.strings", encoding: .utf8)
        let widget = try String(contentsOfFile: project + "/Widget/de.lproj/InfoPlist.strings", encoding: .utf8)
        #expect(app.contains("\"Meine App\""))
        #expect(widget.contains("\"Widget DE\""))
    }

    /// `import` reads the project as every command does: an excluded folder (`"exclude"` in
    /// localekit.json) is neither read nor written.
    @Test func importFollowsTheProjectsExcludeGlobs() throws {
        let project = try Self.scratch()
        let files = [
            ("App/en.lproj", "\"k\" = \"K\";\n"), ("App/de.lproj", "\"k\" = \"alt\";\n"),
            ("Vendor/de.lproj", "\"k\" = \"vendor\";\n"),
        ]
        for (folder, text) in files {
            try FileManager.default.createDirectory(atPath: project + "/" + folder, withIntermediateDirectories: true)
            try text.write(toFile: project + "/\(folder)/L.strings", atomically: true, encoding: .utf8)
        }
        try #"{"exclude": ["Vendor/**"]}"#.write(toFile: project + "/localekit.json", atomically: true, encoding: .utf8)
        let xliff = project + "/../de-\(UUID().uuidString).xliff"
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="en.lproj/L.strings" source-language="en" target-language="de" datatype="plaintext">
            <body><trans-unit id="k" xml:space="preserve"><source>K</source><target>neu</target></trans-unit></body>
          </file>
        </xliff>
        """.write(toFile: xliff, atomically: true, encoding: .utf8)
        let result = try LocalekitProcess.run(["import", xliff, "--into", project])
        #expect(result.status == 0, "\(result.stderr)")
        let app = try String(contentsOfFile: project + "/App/de.lproj/L.strings", encoding: .utf8)
        let vendor = try String(contentsOfFile: project + "/Vendor/de.lproj/L.strings", encoding: .utf8)
        #expect(app.contains("\"neu\""), "\(result.stdout)")
        #expect(vendor.contains("\"vendor\""))
    }

    /// Each localization root gets its own pseudo-language folder, not one `en-XA.lproj` for all.
    @Test func pseudoWritesEachRootApart() throws {
        let project = try Self.scratch()
        for root in ["App", "Widget"] {
            let folder = project + "/\(root)/en.lproj"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "\"title\" = \"\(root)\";\n".write(
                toFile: folder + "/Localizable.strings", atomically: true, encoding: .utf8)
        }
        let output = project + "/../pseudo-\(UUID().uuidString)"
        let result = try LocalekitProcess.run(["pseudo", project, "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        for root in ["App", "Widget"] {
            let text = try String(contentsOfFile: output + "/\(root)/en-XA.lproj/Localizable.strings", encoding: .utf8)
            #expect(text.contains("\"title\""))
        }
    }

    @Test func pseudoWritesTheChosenStyles() throws {
        let output = try Self.scratch()
        let result = try LocalekitProcess.run([
            "pseudo", Self.xliff, "--style", "accented", "--style", "bidi", "--output", output,
        ])
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["ar-XB.lproj", "en-XA.lproj"])
        let wrong = try LocalekitProcess.run(["pseudo", Self.xliff, "--style", "loud", "--output", output])
        #expect(wrong.status == 2)
    }
}
