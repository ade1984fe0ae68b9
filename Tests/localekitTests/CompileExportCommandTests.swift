import Foundation
import Testing

@Suite struct CompileExportCommandTests {
    static let fixtures = LocalekitProcess.packageRoot.path + "/Tests/LocaleCatalogTests/Fixtures"

    static func scratch() throws -> String { try LocalekitProcess.scratchFolder("localekit-cli") }

    @Test func compileWritesLprojTablesAndIsIdempotent() throws {
        let output = try Self.scratch()
        let xliff = Self.fixtures + "/XLIFF/Stringsdict-de.xliff"
        let first = try LocalekitProcess.run(["compile", xliff, "--output", output])
        #expect(first.status == 0)
        #expect(first.stdout.contains("6 written"))
        let strings = try String(contentsOfFile: output + "/de.lproj/Localizable.strings", encoding: .utf8)
        #expect(strings.contains("/* Title of the albums tab */\n\"album.title\" = \"Alben\";"))
        #expect(FileManager.default.fileExists(atPath: output + "/de.lproj/Localizable.stringsdict"))
        let second = try LocalekitProcess.run(["compile", xliff, "--output", output])
        #expect(second.status == 0)
        #expect(second.stdout.contains("0 written, 6 unchanged"))
    }

    @Test(arguments: ["1.2", "2.0"])
    func exportWritesOneXLIFFPerLanguage(version: String) throws {
        let output = try Self.scratch()
        let result = try LocalekitProcess.run([
            "export", Self.fixtures + "/StringCatalog/Localizable.xcstrings", "--xliff", output, "--version", version,
        ])
        #expect(result.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(files == ["de.xliff", "en.xliff", "fr.xliff", "ru.xliff"])
        let russian = try String(contentsOfFile: output + "/ru.xliff", encoding: .utf8)
        #expect(russian.contains("version=\"\(version)\""))
        #expect(russian.contains("/%lld photos:dict/plural:dict/many:dict/:string"))
    }

    /// Entry-level errors of a String Catalog exit 1 and are located; the catalog is read (it is not
    /// refused as a whole), so what can be read of it is written, and the rest is left out.
    @Test func readerErrorsExitOneAndWriteWhatIsRead() throws {
        let output = try Self.scratch()
        let result = try LocalekitProcess.run([
            "compile", Self.fixtures + "/StringCatalog/Broken.xcstrings", "--output", output,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Broken.xcstrings:11:18: error:"))
        let english = try String(contentsOfFile: output + "/en.lproj/Broken.strings", encoding: .utf8)
        #expect(english.contains("\"Fine\" = \"Fine\";"))
    }

    @Test(arguments: [
        ["compile", "x.xliff"], ["export", "x.xliff"], ["export", "x.xliff", "--xliff", "/tmp", "--version", "3.0"],
        ["compile", "--output", "/tmp"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let result = try LocalekitProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("localekit: error: "))
    }

    @Test func unwritableOutputExitsTwo() throws {
        let folder = try Self.scratch()
        let blocker = folder + "/file"
        try "x".write(toFile: blocker, atomically: true, encoding: .utf8)
        let result = try LocalekitProcess.run([
            "compile", Self.fixtures + "/XLIFF/Stringsdict-de.xliff", "--output", blocker + "/out",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("localekit: error:"))
    }
}
