import Foundation
import Testing

/// `localekit usage` as a user runs it, on the SwiftGen app's files kept in Tests/Corpus.
@Suite struct UsageCommandTests {
    static let app = "Tests/Corpus/swiftgen-app"
    static let arguments = [
        "usage", app + "/Sources/App/Resources", "--sources", app + "/Sources", "--template", "swiftgen",
        "--table-enums", "Core=CoreStrings,Frontend=FrontendStrings", "--functions", "Current.localized.core",
    ]

    @Test func undefinedKeysFailTheRunWithTheirLocation() throws {
        let output = try LocalekitProcess.run(Self.arguments)
        #expect(output.status == 1, "\(output.stderr)")
        #expect(
            output.stdout.contains(
                "AppleLikeBottomSheet.swift:191:26: error: 'Allow notifications' is not defined in table 'Localizable' (Text) [undefined-key]"
            ))
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
        #expect(output.stdout.contains("\"ruleId\": \"undefined-key\""))
        #expect(output.stdout.contains("\"version\": \"2.1.0\""))
    }

    @Test func sourcesAreRequired() throws {
        let output = try LocalekitProcess.run(["usage", Self.app + "/Sources/App/Resources"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--sources"))
    }
}
