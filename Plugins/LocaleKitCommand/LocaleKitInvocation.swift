import Foundation
import PackagePlugin

/// One `localekit` run as a command plugin was asked for it: `[--target NAME]… <subcommand> [options]`.
///
/// Shared by `LocaleKitCommand` (every subcommand, with the write permission) and
/// `LocaleKitReadOnlyCommand` (the subcommands that only read, without it): the file is linked into
/// both plugin folders, as plugins cannot share a library target.
struct LocaleKitInvocation {
    static let localizationExtensions: Set<String> = ["strings", "stringsdict", "xliff", "xlf", "xcstrings"]

    var subcommand: String
    /// Everything after the subcommand, for `localekit` unchanged.
    var options: [String]
    /// The `--target` names, wherever they stand.
    var targetNames: [String]

    /// Reads the arguments; `defaultSubcommand` applies when the first remaining argument is an option
    /// or there is none.
    /// - Parameter checkOnly: subcommands that write unless given `--check`: refused without it (a plugin
    ///   without the write permission).
    init(
        _ arguments: [String], verb: String, subcommands: [String], defaultSubcommand: String? = nil,
        checkOnly: Set<String> = []
    ) throws {
        var extractor = ArgumentExtractor(arguments)
        targetNames = extractor.extractOption(named: "target")
        // SwiftPM grants the permission (and passes the flag on) when it follows the verb.
        _ = extractor.extractFlag(named: "allow-writing-to-package-directory")
        var rest = extractor.remainingArguments
        if let first = rest.first, subcommands.contains(first) {
            subcommand = first
            rest.removeFirst()
        } else if let defaultSubcommand, rest.first?.hasPrefix("-") ?? true {
            subcommand = defaultSubcommand
        } else {
            throw LocaleKitCommandError.usage(rest.first, verb: verb, subcommands: subcommands)
        }
        options = rest
        if checkOnly.contains(subcommand), !options.contains("--check") {
            throw LocaleKitCommandError.writes(subcommand, verb: verb)
        }
    }

    /// Runs `localekit <subcommand> <options> -- <paths>` from `directory`, standard output and error
    /// passed through. `usage` and `sync` without `--sources` scan `sourceFolders` for keys.
    func run(_ tool: URL, paths: [URL], sourceFolders: [URL], in directory: URL) throws {
        var arguments = [subcommand] + options
        if subcommand == "usage" || subcommand == "sync", !options.contains("--sources") {
            arguments += sourceFolders.flatMap { ["--sources", $0.path] }
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments + ["--"] + paths.map(\.path)
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw LocaleKitCommandError.failed(subcommand, process.terminationStatus)
        }
    }

    /// The folders of the named targets, or of every source target that has localization files.
    static func localizationDirectories(in package: Package, named names: [String]) throws -> [URL] {
        if !names.isEmpty {
            return try package.targets(named: names).compactMap { ($0 as? SourceModuleTarget)?.directoryURL }
        }
        let targets = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { target in
            target.sourceFiles.contains { localizationExtensions.contains($0.url.pathExtension.lowercased()) }
        }
        guard !targets.isEmpty else { throw LocaleKitCommandError.noLocalizedTargets }
        return targets.map(\.directoryURL)
    }

    /// Runs the invocation on a package's targets, from the package root (relative paths in the
    /// options are relative to it).
    func run(on context: PluginContext) throws {
        let folders = try Self.localizationDirectories(in: context.package, named: targetNames)
        try run(
            context.tool(named: "localekit").url, paths: folders, sourceFolders: folders,
            in: context.package.directoryURL)
    }
}
