import Foundation
import Testing

@Suite struct GenerateCommandTests {
    private let greeter = "Tests/LocaleCatalogTests/Fixtures/Greeter"

    private func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "localekit-generate-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writesOnceAndOnlyRewritesWhenTheBytesChange() throws {
        let output = try scratch() + "/Sub/L10n.swift"
        let first = try LocalekitProcess.run(["generate", greeter, "--output", output])
        #expect(first.status == 0, "\(first.stderr)")
        let code = try String(contentsOfFile: output, encoding: .utf8)
        #expect(code.contains("enum L10n"))
        #expect(code.contains("bundle: .module"))
        let stamp = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try LocalekitProcess.run(["generate", greeter, "--output", output]).status == 0)
        let again = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        #expect(stamp == again)
        let changed = try LocalekitProcess.run(["generate", greeter, "--output", output, "--access", "public"])
        #expect(changed.status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("public enum L10n"))
    }

    @Test func optionsShapeTheCode() throws {
        let output = try scratch() + "/Strings.swift"
        let result = try LocalekitProcess.run([
            "generate", greeter, "--output", output, "--template", "flat", "--enum-name", "Strings", "--bundle", "main",
            "--separator", "/",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let code = try String(contentsOfFile: output, encoding: .utf8)
        #expect(code.contains("internal enum Strings {"))
        #expect(code.contains("bundle: .main"))
    }

    @Test(arguments: [
        ["generate", "x"], ["generate", "x", "--output", "o", "--tables", "flat"],
        ["generate", "x", "--output", "o", "--access", "open"],
        ["generate", "x", "--output", "o", "--enum-name", "not valid"],
    ])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        #expect(try LocalekitProcess.run(arguments).status == 2)
    }

    @Test func configurationSetsOptionsAndTheCommandLineOverrides() throws {
        let folder = try scratch()
        let resources = LocalekitProcess.packageRoot.path + "/" + greeter
        try #"{ "generate": { "enumName": "Texts", "access": "public", "bundle": "main", "template": "flat" } }"#
            .write(toFile: folder + "/localekit.json", atomically: true, encoding: .utf8)
        let output = folder + "/Texts.swift"
        let result = try LocalekitProcess.run([
            "generate", resources, "--config", folder + "/localekit.json", "--output", output, "--access", "internal",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let code = try String(contentsOfFile: output, encoding: .utf8)
        #expect(code.contains("internal enum Texts {"))
        #expect(code.contains("bundle: .main"))

        try #"{ "generate": { "access": "open" } }"#.write(
            toFile: folder + "/localekit.json", atomically: true, encoding: .utf8)
        let bad = try LocalekitProcess.run([
            "generate", resources, "--config", folder + "/localekit.json", "--output", output,
        ])
        #expect(bad.status == 2)
        #expect(
            bad.stderr.contains(
                "localekit.json:1:17: error: 'generate.access' must be one of internal, public, package, not 'open'"))
    }

    @Test func brokenTemplateIsReportedWithItsLocation() throws {
        let folder = try scratch()
        try "{{#enums}}\n{{/tables}}".write(toFile: folder + "/t.mustache", atomically: true, encoding: .utf8)
        let result = try LocalekitProcess.run([
            "generate", greeter, "--output", folder + "/out.swift", "--template", folder + "/t.mustache",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("t.mustache:2:1: error:"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.swift"))
    }
}
