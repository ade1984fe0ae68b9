#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The same build command for a target of an Xcode project: Xcode runs a package's build-tool plugin
    /// on an app target only through this conformance.
    ///
    /// An Xcode target has no folder of its own, so its `localekit.json` is the one among its member files,
    /// else the one in the folder of the `.xcodeproj`. Type-checked on Linux against a stand-in of
    /// `XcodeProjectPlugin` (`Scripts/e2e/xcode-plugin-typecheck.sh`), not run there.
    extension LocaleKitPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            let project = context.xcodeProject.directoryURL
            let config = files.first { $0.lastPathComponent == LocalizationInputs.configName }
            // Xcode compiles the String Catalogs of a target itself: a table the plugin wrote too would be
            // produced twice ("Multiple commands produce …"). Only XLIFF tables are the plugin's to write.
            let inputs = try LocalizationInputs(
                files: files, targetDirectory: config?.deletingLastPathComponent() ?? project,
                packageDirectory: project,
                stringCatalogsCompiledElsewhere: true)
            return try Self.commands(
                for: target.displayName, inputs: inputs, workDirectory: context.pluginWorkDirectoryURL,
                isXcodeTarget: true, tool: { try context.tool(named: "localekit").url })
        }
    }
#endif
