import Foundation
import Testing

@testable import SwiftLocaleKit

/// The selection survives a relaunch: each "launch" is a child run of this test binary with its own
/// `XDG_CONFIG_HOME` (Foundation on Linux reads it only at process start, so setting it in-process
/// would still write to `~/.config`).
@Suite struct SelectionPersistenceTests {
    static let environment = ProcessInfo.processInfo.environment
    static let childStep = environment["SWIFTLOCALEKIT_PERSISTENCE_STEP"]

    @Test(.enabled(if: childStep == nil))
    func selectionSurvivesRelaunchInUserDefaultsSuite() throws {
        let home = FileManager.default.temporaryDirectory.appending(path: "SwiftLocaleKitXDG-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let suite = "SwiftLocaleKitTests-\(UUID().uuidString)"

        try Self.launch(step: "select-ja", suite: suite, home: home)
        let file = home.appending(path: "\(suite).plist")
        let stored = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
        #expect((stored as? [String: Any])?[LanguageSelectionStore.defaultsKey] as? String == "ja")
        try Self.launch(step: "expect-ja-then-reset", suite: suite, home: home)
        try Self.launch(step: "expect-preferred", suite: suite, home: home)

        let userConfig = FileManager.default.homeDirectoryForCurrentUser.appending(path: ".config/\(suite).plist")
        #expect(!FileManager.default.fileExists(atPath: userConfig.path))
    }

    /// One launch of the app: what `childStep` says, in a child process.
    @Test(.enabled(if: childStep != nil))
    func persistenceChildStep() throws {
        let suite = try #require(Self.environment["SWIFTLOCALEKIT_PERSISTENCE_SUITE"])
        let kit = LocaleKit(
            bundle: .module, preferredLanguages: .fixed(["de"]), selectionStore: .userDefaults(suiteName: suite),
            notificationCenter: NotificationCenter())
        switch Self.childStep {
        case "select-ja":
            #expect(kit.currentLanguage.code == "de")
            kit.setLocale(LocaleKitLanguage(code: "ja"))
        case "expect-ja-then-reset":
            #expect(kit.currentLanguage.code == "ja")
            kit.resetLocale()
        default:
            #expect(kit.currentLanguage.code == "de")
        }
    }

    private static func launch(step: String, suite: String, home: URL) throws {
        let process = Process()
        process.executableURL = URL(filePath: ProcessInfo.processInfo.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "persistenceChildStep"]
        var environment = Self.environment
        environment["XDG_CONFIG_HOME"] = home.path
        environment["SWIFTLOCALEKIT_PERSISTENCE_STEP"] = step
        environment["SWIFTLOCALEKIT_PERSISTENCE_SUITE"] = suite
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(step): \(log.suffix(2000))")
        #expect(log.contains("persistenceChildStep"), "\(step): the child ran no test")
    }
}
