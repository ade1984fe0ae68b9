import Foundation
import PackagePlugin

/// `swift package localekit <subcommand> [--target NAME]… [options]`: runs `localekit` on the
/// localization files of the package's targets (all targets that have some, or the `--target`s named).
///
/// Every option after the subcommand goes to `localekit` unchanged; relative paths in them are
/// relative to the package root. `generate --output` and `compile` write into the package: the plugin
/// declares that permission, so SwiftPM asks for it on a terminal and, elsewhere, stops with an error
/// naming `--allow-writing-to-package-directory` unless it is given.
@main
struct LocaleKitCommand: CommandPlugin {
    static let subcommands: Set<String> = ["check", "stats", "generate", "compile", "export", "dump"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        // SwiftPM grants the permission (and passes the flag on) when it follows the verb.
        _ = extractor.extractFlag(named: "allow-writing-to-package-directory")
        var rest = extractor.remainingArguments
        guard let subcommand = rest.first, Self.subcommands.contains(subcommand) else {
            throw LocaleKitCommandError.usage(rest.first)
        }
        rest.removeFirst()

        let paths = try Self.localizationDirectories(in: context.package, named: targetNames)
        let status = try run(
            context.tool(named: "localekit").url, [subcommand] + rest + ["--"] + paths.map(\.path),
            in: context.package.directoryURL)
        if status != 0 {
            throw LocaleKitCommandError.failed(subcommand, status)
        }
    }

    /// The folders of the named targets, or of every source target that has localization files.
    static func localizationDirectories(in package: Package, named names: [String]) throws -> [URL] {
        if !names.isEmpty {
            return try package.targets(named: names).compactMap { ($0 as? SourceModuleTarget)?.directoryURL }
        }
        let extensions: Set<String> = ["strings", "stringsdict", "xliff", "xlf", "xcstrings"]
        let targets = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { target in
            target.sourceFiles.contains { extensions.contains($0.url.pathExtension.lowercased()) }
        }
        guard !targets.isEmpty else { throw LocaleKitCommandError.noLocalizedTargets }
        return targets.map(\.directoryURL)
    }

    /// Runs `tool` with standard output and error passed through, and returns its exit status.
    private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
