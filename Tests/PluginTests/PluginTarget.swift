import Foundation
import LocaleKitTestSupport

/// A package with one target `App` written to a temp folder, the plugin's step for it, and the
/// built `localekit` that runs the step.
struct PluginTarget {
    let root: URL
    var package: URL { root.appending(path: "Package") }
    var target: URL { package.appending(path: "Sources/App") }
    var work: URL { root.appending(path: "work") }

    init(_ files: [String: String]) throws {
        root = URL(fileURLWithPath: try TestPaths.scratchFolder("PluginTests"))
        try TestPaths.write(files.merging(["main.swift": "print(L10n.self)\n"]) { a, _ in a }, under: target.path)
    }

    /// What the plugin plans for the target, from every file in its folder (as SwiftPM lists a
    /// target's `sourceFiles`, resources and unhandled files included).
    func step(xcode: Bool = false) throws -> BuildStep? {
        let files = Self.files(under: target).map { URL(fileURLWithPath: $0) }
        let inputs = try LocalizationInputs(
            files: files, targetDirectory: target, packageDirectory: package, stringCatalogsCompiledElsewhere: xcode)
        return BuildStep(target: "App", inputs: inputs, workDirectory: work, isXcodeTarget: xcode)
    }

    /// Every file the tool wrote into the plugin work directory.
    func writtenFiles() -> Set<String> {
        Set(Self.files(under: work))
    }

    func modificationDates() throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for file in writtenFiles() {
            dates[file] = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        }
        return dates
    }

    /// `Resources/de.lproj/Menu.strings` for an output under the work directory.
    func relativeOutput(_ url: URL) -> String {
        String(url.path.dropFirst(work.path.count + 1))
    }

    func output(_ relative: String) throws -> String {
        try String(contentsOf: work.appending(path: relative), encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    static func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return (enumerator?.allObjects as? [String] ?? []).map { folder.path + "/" + $0 }
            .filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            }
            .sorted()
    }

    /// Runs the `localekit` built beside this test runner (`.build/debug`), or in `LOCALEKIT_PRODUCTS`.
    static func runTool(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let environment = ProcessInfo.processInfo.environment
        let products =
            environment["LOCALEKIT_PRODUCTS"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = products.appending(path: "localekit")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
