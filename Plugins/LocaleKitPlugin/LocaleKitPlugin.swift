import Foundation
import PackagePlugin

/// Generates typed accessors for a target's localization files and checks them, on every build.
///
/// One `localekit build-plugin` command per target: its inputs are exactly the target's `.strings`,
/// `.stringsdict`, `.xliff` and `.xcstrings` files plus the nearest `localekit.json` (and what it makes
/// `localekit` read: a template file, `localekit.lock`, the baseline, and the target's Swift files when
/// a usage rule is on); its outputs live
/// under the plugin work directory only: the accessor source file, and the `<lang>.lproj` tables
/// compiled from XLIFF and String Catalogs (bundled as the target's resources). Errors in the
/// catalog fail the build as `path:line:column: error: …` pointing at the user's file.
@main
struct LocaleKitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = try LocalizationInputs(
            files: target.sourceFiles.map(\.url),
            targetDirectory: target.directoryURL,
            packageDirectory: context.package.directoryURL)
        return try Self.commands(
            for: target.name, inputs: inputs, workDirectory: context.pluginWorkDirectoryURL,
            tool: { try context.tool(named: "localekit").url })
    }

    /// The one `localekit build-plugin` command of a target, package or Xcode (none when the target has
    /// no localization file; the tool is looked up only then).
    /// - Parameter isXcodeTarget: the target is an Xcode project's: `localekit` reads the project as
    ///   every command does (`--target`), so the accessors look up in the app's bundle, not `.module`.
    static func commands(
        for targetName: String, inputs: LocalizationInputs, workDirectory: URL, isXcodeTarget: Bool = false,
        tool: () throws -> URL
    ) throws -> [Command] {
        guard !inputs.catalogFiles.isEmpty else { return [] }

        let accessors = workDirectory.appending(path: "\(targetName)+LocaleKit.swift")
        let tables = inputs.compiledTables.map { workDirectory.appending(path: "Resources/\($0)") }

        var arguments = ["build-plugin", "--output", accessors.path]
        if isXcodeTarget {
            arguments += ["--target", targetName]
        }
        if let config = inputs.configFile {
            arguments += ["--config", config.path]
        }
        for table in tables {
            arguments += ["--table-output", table.path]
        }
        for source in inputs.swiftFiles {
            arguments += ["--swift-source", source.path]
        }
        arguments += ["--"] + (inputs.catalogFiles + inputs.interfaceFiles).map(\.path)

        return [
            .buildCommand(
                displayName: "LocaleKit: checking and generating accessors for \(targetName)",
                executable: try tool(),
                arguments: arguments,
                inputFiles: inputs.allInputs,
                outputFiles: [accessors] + tables)
        ]
    }
}
