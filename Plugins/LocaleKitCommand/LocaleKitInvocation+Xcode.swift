#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    extension LocaleKitInvocation {
        /// The localization files of the named Xcode targets (by their display names), or of every target
        /// that has some. An Xcode target has no folder of its own: its member files are the paths.
        static func localizationFiles(in project: XcodeProject, named names: [String]) throws -> [URL] {
            let targets = names.isEmpty ? project.targets : project.targets.filter { names.contains($0.displayName) }
            let files = targets.flatMap { target in
                target.inputFiles.map(\.url).filter { localizationExtensions.contains($0.pathExtension.lowercased()) }
            }
            guard !files.isEmpty else { throw LocaleKitCommandError.noLocalizedTargets }
            // A file can belong to several targets; `localekit` must read it once.
            return Set(files).sorted { $0.path < $1.path }
        }

        /// Runs the invocation on an Xcode project's targets, from the folder of the `.xcodeproj`.
        func run(on context: XcodePluginContext) throws {
            let project = context.xcodeProject
            try run(
                context.tool(named: "localekit").url, paths: Self.localizationFiles(in: project, named: targetNames),
                sourceFolders: [project.directoryURL], in: project.directoryURL)
        }
    }
#endif
