import Foundation
import Testing

@Suite struct CommandLineTests {
    @Test func helpListsEverySubcommandAndExitsZero() throws {
        let output = try LocalekitProcess.run(["--help"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("USAGE: localekit <subcommand>"))
        #expect(output.stdout.contains("dump"))
    }

    @Test func versionPrintsASemanticVersion() throws {
        let output = try LocalekitProcess.run(["--version"])
        #expect(output.status == 0)
        #expect(output.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test func helpForASubcommandShowsItsUsage() throws {
        let output = try LocalekitProcess.run(["help", "dump"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("USAGE: localekit dump"))
    }

    @Test(arguments: [["dump"], ["dump", "--format", "yaml", "x"], ["dump", "--nope"], ["frobnicate"]])
    func badArgumentsAreAOneLineErrorAndExitTwo(arguments: [String]) throws {
        let output = try LocalekitProcess.run(arguments)
        #expect(output.status == 2)
        // One error line; a mistyped name adds one "did you mean" (or "see --help") line.
        let errorLines = output.stderr.split(separator: "\n")
        #expect((1...2).contains(errorLines.count))
        #expect(errorLines.first?.hasPrefix("localekit: error: ") == true)
        #expect(errorLines.dropFirst().allSatisfy { $0.hasPrefix("localekit: ") && $0.contains("--help") })
    }

    @Test func dumpOfTheGreeterFixtureIsStableJSON() throws {
        let output = try LocalekitProcess.run(["dump", "Tests/LocaleCatalogTests/Fixtures/Greeter"])
        #expect(output.status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(json["developmentLanguage"] as? String == "en")
        let tables = try #require(json["tables"] as? [String: [String: [String: Any]]])
        #expect(tables["Localizable"]?.keys.sorted() == ["de", "en", "ru"])
    }

    @Test func dumpOfAMissingPathIsAnError() throws {
        let output = try LocalekitProcess.run(["dump", "no/such/folder"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("no/such/folder: error: no such file or directory [io]"))
    }
}
