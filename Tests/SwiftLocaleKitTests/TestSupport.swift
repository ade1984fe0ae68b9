import Foundation
import LocaleKitTestSupport
import LocalizationFormats
import Synchronization
import Testing

@testable import SwiftLocaleKit

/// Shared set-up. No test writes the user's `UserDefaults`: instances use an in-memory selection store,
/// and ``SelectionPersistenceTests`` runs child processes with their own `XDG_CONFIG_HOME`.
enum TestSupport {
    static let corpus = URL(filePath: TestPaths.corpus)

    static let fixtures = URL(filePath: TestPaths.fixtures(of: "SwiftLocaleKitTests"))

    /// An isolated instance on the test resources (`en de ru ar ja zh-Hans fr`, `Base`).
    static func kit(
        preferred: [String] = [], selected: String? = nil, defaultLanguage: String? = nil,
        bundle: Bundle = .module, notificationCenter: NotificationCenter = NotificationCenter()
    ) -> LocaleKit {
        LocaleKit(
            bundle: bundle, defaultLanguage: defaultLanguage.map(LocaleKitLanguage.init(code:)),
            preferredLanguages: .fixed(preferred), selectionStore: .inMemory(selected),
            notificationCenter: notificationCenter)
    }

    /// A temporary folder, made into a bundle of `.lproj` folders by `build`.
    static func temporaryBundle(_ build: (URL) throws -> Void) throws -> Bundle {
        let directory = FileManager.default.temporaryDirectory.appending(path: "SwiftLocaleKitBundle-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try build(directory)
        return try #require(Bundle(url: directory))
    }

    /// Writes `contents` to `directory/relativePath`, creating folders.
    static func write(_ contents: Data, to relativePath: String, in directory: URL) throws {
        let url = directory.appending(path: relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
    }

    /// Waits until `condition` holds, polling for up to `seconds`.
    static func eventually(seconds: Double = 2, _ condition: @Sendable () async -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return await condition()
    }
}

/// A value shared with tasks in a test.
final class Locked<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>
    init(_ value: Value) { storage = Mutex(value) }
    var value: Value { storage.withLock { $0 } }
    func update(_ change: (inout Value) -> Void) { storage.withLock { change(&$0) } }
}
