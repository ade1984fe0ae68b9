import Foundation
import Testing

/// `localekit usage` as a user runs it, on the SwiftGen app's files kept in Tests/Corpus.
@Suite struct UsageCommandTests {
    static let app = "Tests/Corpus/swiftgen-app"
    static let arguments = [
        "usage", app + "/Sources/App/Resources", "--sources", app + "/Sources", "--template", "swiftgen",
        "--table-enums", "Core=CoreStrings,Frontend=FrontendStrings", "--functions", "Current.localized.core",
    ]

    /// An undefined literal shows as written: a warning at its place, and the run fails only when the
    /// rule is made an error.
    @Test func undefinedKeysAreWarningsAtTheirLocation() throws {
        let root = NSTemporaryDirectory() + "usage-undefined-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
        try "\"a\" = \"A\";\n".write(toFile: root + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try "let t = Text(\"Allow notifications\")\n".write(
            toFile: root + "/App.swift", atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let arguments = ["usage", root + "/en.lproj", "--sources", root]
        let output = try LocalekitProcess.run(arguments)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            output.stdout.contains(
                "App.swift:1:14: warning: 'Allow notifications' is not defined in table 'Localizable' (Text): the app shows it as written [undefined-key]"
            ), "\(output.stdout)")
        let strict = try LocalekitProcess.run(arguments + ["--rule", "undefined-key=error"])
        #expect(strict.status == 1, "\(strict.stderr)")
    }

    /// The corpus app's only literals no table defines are in `#Preview` blocks: nothing is reported.
    @Test func previewLiteralsAreNotUndefined() throws {
        let output = try LocalekitProcess.run(Self.arguments)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stdout.contains("Allow notifications"))
        #expect(output.stdout.contains("[unused-key]"))
    }

    @Test func jsonHasTheThreeLists() throws {
        let output = try LocalekitProcess.run(Self.arguments + ["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
        let json = try #require(object as? [String: [[String: Any]]])
        #expect(json["unused"]?.contains { $0["key"] as? String == "carplay.labels.no_servers_available" } == true)
        #expect(json["undeterminable"]?.contains { $0["prefix"] as? String == "common::state::" } == true)
    }

    @Test func sarifIsCheckSARIF() throws {
        let output = try LocalekitProcess.run(Self.arguments + ["--format", "sarif"])
        #expect(output.stdout.contains("\"ruleId\": \"unused-key\""))
        #expect(output.stdout.contains("\"version\": \"2.1.0\""))
    }

    @Test func sourcesAreRequired() throws {
        let output = try LocalekitProcess.run(["usage", Self.app + "/Sources/App/Resources"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--sources"))
    }
}
