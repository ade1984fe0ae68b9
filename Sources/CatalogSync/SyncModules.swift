import CodeReading
import Foundation
import KeyUsage
import LocaleCatalog
import LocalizationFormats

/// Which Swift files each localization file's module holds: Xcode extracts a target's sources into
/// that target's catalogs only, so in a repository of several modules each catalog gets the keys of
/// its own module's sources, typed by that module's declarations.
///
/// A file's module is, in order: the SwiftPM target folder holding it (`Sources/<Target>/` or
/// `Tests/<Target>/` beside a `Package.swift`; a target with a custom `path:` is not read from the
/// manifest); else the Xcode targets whose membership includes it, when the project scope decides
/// it (their Swift files, when they list any); else the sources outside every SwiftPM target folder
/// (one module: all of them, as before).
package enum SyncModules {
    package struct Module: Equatable {
        /// The localization files (catalogs, tables) of the module.
        package var files: [String]
        /// Its Swift files; empty when none of the sources given is in it.
        package var sources: [String]
        /// What the module is, for notes: a folder or the targets' names.
        package var name: String
    }

    /// The modules of `files` over the `.swift` files under `folders` (``SwiftFileFinder``), and the
    /// folders' reading problems.
    package static func modules(
        files: [String], sourceFolders folders: [String], scope: XcodeProjectScope?
    ) -> (modules: [Module], problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        let sources = SwiftFileFinder.files(
            in: folders, extensions: StringExtraction.objectiveCExtensions.union(["swift"]), problems: &problems)
        return (modules(files: files, sources: sources, scope: scope), problems)
    }

    package static func modules(files: [String], sources: [String], scope: XcodeProjectScope?) -> [Module] {
        var packageFolders: [String: Bool] = [:]
        let sourceRoots = sources.map { packageTarget(of: $0, cache: &packageFolders) }
        let outside = zip(sources, sourceRoots).filter { $0.1 == nil }.map(\.0)
        var modules: [String: Module] = [:]
        var order: [String] = []
        let absolute = scope == nil ? [] : sources.map(XcodeProjectScope.absolutePath)
        for file in files {
            let module: Module
            if let root = packageTarget(of: file, cache: &packageFolders) {
                let own = zip(sources, sourceRoots).filter { $0.1 == root }.map(\.0)
                module = Module(files: [], sources: own, name: root)
            } else if let targets = xcodeTargets(of: file, scope: scope), let scope,
                case let members = zip(sources, absolute).filter({ _, path in
                    scope.targets.contains { targets.contains($0.name) && $0.contains(file: path) }
                }),
                !members.isEmpty || compilesSources(targets, scope: scope)
            {
                // Targets that list none of the source files (a project read for its resources only)
                // say nothing about sources: the folder rule below. Targets whose build phases compile
                // sources, none of them among those given (an Objective-C framework's catalog when only
                // Swift is read), have none: the catalog is left alone, not synced with another target's.
                let name = "target " + targets.sorted().joined(separator: ", ")
                module = Module(files: [], sources: members.map(\.0), name: name)
            } else {
                module = Module(files: [], sources: outside, name: "")
            }
            if modules[module.name] == nil { order.append(module.name) }
            modules[module.name, default: module].files.append(file)
        }
        return order.compactMap { modules[$0] }
    }

    /// Whether a target named in `targets` compiles a source file its build phases name (`.swift`, `.m`,
    /// `.mm`, `.c`, `.cpp`): then its sources are known, even when none is among those given.
    static func compilesSources(_ targets: Set<String>, scope: XcodeProjectScope) -> Bool {
        let extensions = ["swift", "m", "mm", "c", "cpp"]
        return scope.targets.contains { target in
            targets.contains(target.name)
                && target.referencedFiles.contains { file in extensions.contains((file as NSString).pathExtension) }
        }
    }

    /// The Xcode targets (the selected one, if any) that ship `file`, when the scope decides its membership.
    static func xcodeTargets(of file: String, scope: XcodeProjectScope?) -> Set<String>? {
        guard let scope, scope.decidesMembership(of: file) else { return nil }
        let absolute = XcodeProjectScope.absolutePath(file)
        let names = Set(scope.targets.filter { $0.contains(file: absolute) }.map(\.name))
        return names.isEmpty ? nil : names
    }

    /// `Pkg/Sources/Target` for `Pkg/Sources/Target/…/file` when `Pkg/Package.swift` exists (the innermost
    /// package), else nil.
    package static func packageTarget(of path: String, cache: inout [String: Bool]) -> String? {
        // `App/./Sources/T/…` and `App/Sources/T/…` are one target (the finder's paths and the arguments').
        let components = ((path as NSString).standardizingPath as NSString).pathComponents
        guard components.count >= 3 else { return nil }
        for index in stride(from: components.count - 3, through: 0, by: -1)
        where components[index] == "Sources" || components[index] == "Tests" {
            // `Sources/App/…` relative to the current folder: the package is `.` (no components: Foundation traps).
            let folder = index == 0 ? "." : NSString.path(withComponents: Array(components[..<index]))
            let isPackage =
                cache[folder]
                ?? FileManager.default.fileExists(
                    atPath: (folder as NSString).appendingPathComponent(PackageManifest.fileName))
            cache[folder] = isPackage
            if isPackage { return NSString.path(withComponents: Array(components[...(index + 1)])) }
        }
        return nil
    }
}
