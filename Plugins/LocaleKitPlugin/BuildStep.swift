import Foundation

/// The one `localekit build-plugin` command of a target as plain values (no `PackagePlugin` type), so
/// that `PluginTests` compiles this file too and runs the real tool with exactly these arguments.
struct BuildStep: Equatable {
    var displayName: String
    var arguments: [String]
    var inputFiles: [URL]
    /// The accessors file, then the compiled tables: every file the command writes, and only these.
    var outputFiles: [URL]

    /// The step of a target, package or Xcode; nil when the target has no localization file.
    /// - Parameter isXcodeTarget: the target is an Xcode project's: `localekit` reads the project as
    ///   every command does (`--target`), so the accessors look up in the app's bundle, not `.module`.
    init?(target: String, inputs: LocalizationInputs, workDirectory: URL, isXcodeTarget: Bool = false) {
        guard !inputs.catalogFiles.isEmpty else { return nil }
        let accessors = workDirectory.appending(path: "\(target)+LocaleKit.swift")
        let tables = inputs.compiledTables.map { workDirectory.appending(path: "Resources/\($0)") }

        var arguments = ["build-plugin", "--output", accessors.path]
        if isXcodeTarget {
            arguments += ["--target", target]
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

        displayName = "LocaleKit: checking and generating accessors for \(target)"
        self.arguments = arguments
        inputFiles = inputs.allInputs
        outputFiles = [accessors] + tables
    }
}
