// A stand-in for Xcode's `XcodeProjectPlugin` module, which exists only inside Xcode: just the API
// that the LocaleKit plugins use, each declaration as Apple documents it, so that the plugins'
// `#if canImport(XcodeProjectPlugin)` code type-checks on Linux (Scripts/e2e/xcode-plugin-typecheck.sh).
// Sources: https://developer.apple.com/documentation/xcodeprojectplugin and the module interface Xcode
// ships (XcodeProjectPlugin.swiftmodule/arm64-apple-macos.swiftinterface). Nothing here is ever run.
import Foundation
import PackagePlugin

/// Documented: `protocol XcodeBuildToolPlugin : Plugin` with
/// `func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]`.
public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// Documented: `protocol XcodeCommandPlugin : Plugin` with
/// `func performCommand(context: XcodePluginContext, arguments: [String]) throws`.
public protocol XcodeCommandPlugin: Plugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// Documented: `struct XcodePluginContext`.
public struct XcodePluginContext {
    /// Documented: `var xcodeProject: XcodeProject { get }`.
    public let xcodeProject: XcodeProject
    /// Documented: `var pluginWorkDirectoryURL: URL { get }` (Xcode 16; `pluginWorkDirectory: Path` before).
    public let pluginWorkDirectoryURL: URL
    /// Documented: `func tool(named name: String) throws -> PluginContext.Tool`.
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in: never run") }
}

/// Documented: `struct XcodeProject`.
public struct XcodeProject {
    /// Documented: `var displayName: String { get }`.
    public let displayName: String
    /// Documented: `var directoryURL: URL { get }` (Xcode 16; `directory: Path` before): the folder of the `.xcodeproj`.
    public let directoryURL: URL
    /// Documented: `var targets: [XcodeTarget] { get }`.
    public let targets: [XcodeTarget]
}

/// Documented: `struct XcodeTarget`.
public struct XcodeTarget {
    /// Documented: `var displayName: String { get }`.
    public let displayName: String
    /// Documented: `var inputFiles: FileList { get }` (`FileList` is PackagePlugin's: a sequence of
    /// `File`, each with `url` and `type`).
    public let inputFiles: FileList
}
