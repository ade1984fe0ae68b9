import Foundation
import LocaleKitTestSupport

/// Runs the built `localekit` executable, as a user or CI would.
struct LocalekitProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder holding the built products (`.build/debug`): the test runner's own folder,
    /// or `LOCALEKIT_PRODUCTS` when set.
    static var productsDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["LOCALEKIT_PRODUCTS"] {
            return URL(fileURLWithPath: override)
        }
        let runner = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        return runner.deletingLastPathComponent()
    }

    static let packageRoot = URL(fileURLWithPath: TestPaths.packageRoot)

    /// A new empty folder under the system temporary folder.
    static func scratchFolder(_ prefix: String = "localekit-cli") throws -> String {
        let path = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws
        -> Output
    {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("localekit")
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting, so a large output cannot block the child.
        let errData = TaskReader(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData.data, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a background thread.
private final class TaskReader: @unchecked Sendable {
    private var result = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            result = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    var data: Data {
        done.wait()
        return result
    }
}
