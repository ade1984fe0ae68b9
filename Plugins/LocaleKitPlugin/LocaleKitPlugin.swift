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

    /// The target's `localekit build-plugin` command (none when the target has no localization file;
    /// the tool is looked up only then).
    static func commands(
        for targetName: String, inputs: LocalizationInputs, workDirectory: URL, isXcodeTarget: Bool = false,
        tool: () throws -> URL
    ) throws -> [Command] {
        guard
            let step = BuildStep(
                target: targetName, inputs: inputs, workDirectory: workDirectory, isXcodeTarget: isXcodeTarget)
        else { return [] }
        return [
            .buildCommand(
                displayName: step.displayName, executable: try tool(), arguments: step.arguments,
                inputFiles: step.inputFiles, outputFiles: step.outputFiles)
        ]
    }
}
