import Foundation
import LocalizationFormats

/// Finding the projects that govern a path: `--project FILE`, else a `*.xcodeproj` in the path's
/// folder or a parent up to the repository's root, else, for a folder given, in its subfolders (a
/// repository whose projects sit one level down). The search never leaves the paths given: a path that
/// does not exist searches nothing (the command reports it), and a parent's subfolders are not searched.
extension XcodeProjectScope {
    /// Why the scope a command asked for cannot be made (a usage error).
    public struct DiscoveryError: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// How deep subfolders are searched for a project, and for local packages.
    static let projectSearchDepth = 3
    static let packageSearchDepth = 6

    /// The projects that govern `paths` (the first path decides), or nil when there are none (the
    /// commands then work as without a project). A path inside a local package (a folder with a
    /// `Package.swift` and no project) has none.
    /// - Parameters:
    ///   - paths: the paths a command was given (the first decides where to look).
    ///   - project: `--project`: a `.xcodeproj` folder or its `project.pbxproj`.
    ///   - target: `--target`: check only the files this target ships.
    /// - Throws: ``DiscoveryError`` when `project` is no project or no project has `target`.
    public static func discover(paths: [String], project: String? = nil, target: String? = nil) throws
        -> XcodeProjectScope?
    {
        let start = startFolder(of: paths.first ?? ".")
        var scope: XcodeProjectScope
        if let project, project.hasSuffix(".yml") {
            guard let read = XcodeGenProject.read(file: project) else {
                throw DiscoveryError(description: "cannot read '\(project)'")
            }
            scope = XcodeProjectScope(projects: [read], folder: read.folder)
        } else if let project {
            let bundle =
                project.hasSuffix("project.pbxproj") ? (project as NSString).deletingLastPathComponent : project
            guard FileManager.default.fileExists(atPath: (bundle as NSString).appendingPathComponent("project.pbxproj"))
            else { throw DiscoveryError(description: "'\(project)' is no Xcode project (no project.pbxproj in it)") }
            let folder = (bundle as NSString).deletingLastPathComponent
            scope = XcodeProjectScope(
                projects: [XcodeProject.read(bundle: bundle)], folder: folder.isEmpty ? "." : folder)
        } else if let start, let found = findProjects(from: start.folder, searchesBelow: start.isGiven) {
            let bundles = found.bundles.map(displayPath)
            scope = XcodeProjectScope(projects: bundles.map(read), folder: found.folder)
        } else {
            return nil
        }
        scope.namedFiles = Set(
            paths.filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }.map(XcodeProjectReader.absolute))
        scope.coversProject = paths.contains { path in
            let absolute = XcodeProjectReader.absolute(path)
            let prefix = absolute.hasSuffix("/") ? absolute : absolute + "/"
            return (absolute == scope.folder || scope.folder.hasPrefix(prefix)) && !scope.namedFiles.contains(absolute)
        }
        scope.packages = localPackages(under: scope.folder)
        scope.infoPlists = Set(scope.projects.flatMap(\.targets).compactMap(\.infoPlist)).sorted()
            .compactMap(InfoPlistLocalizations.read(file:))
        if let target {
            let names = scope.projects.flatMap(\.targets).map(\.name)
            guard names.contains(target) else {
                throw DiscoveryError(
                    description: "no target '\(target)' in \(scope.projects.map(\.name).joined(separator: ", ")); "
                        + "targets: \(names.joined(separator: ", "))")
            }
            scope.selectedTarget = target
        }
        return scope
    }

    /// `path` relative to the working folder when it lies inside it, so that diagnostics name the
    /// project file as they name the localization files.
    static func displayPath(_ path: String) -> String {
        let folder = XcodeProjectReader.absolute(FileManager.default.currentDirectoryPath)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The folder the search starts from: `path` itself when it is a folder (`isGiven`: its subfolders
    /// may be searched too), else the folder of the file; nil when nothing is at `path`.
    private static func startFolder(of path: String) -> (folder: String, isGiven: Bool)? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return (path, true) }
        let parent = (path as NSString).deletingLastPathComponent
        return (parent.isEmpty ? "." : parent, false)
    }

    /// The `.xcodeproj` bundles of the nearest folder at or above `start` that has any (stopping at a
    /// package's folder and at the repository's root, the folder with `.git`), else, when `searchesBelow`,
    /// of the shallowest subfolders of `start` that have any; and the folder they govern.
    static func findProjects(from start: String, searchesBelow: Bool = true) -> (bundles: [String], folder: String)? {
        var folder = XcodeProjectReader.absolute(start)
        while true {
            let bundles = projectBundles(in: folder)
            if !bundles.isEmpty { return (bundles, folder) }
            if hasManifest(folder) { return nil }
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")) { break }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        guard searchesBelow else { return nil }
        var level = [start]
        for _ in 0..<projectSearchDepth {
            let next = level.flatMap { subfolders(of: $0).filter { !hasManifest($0) } }
            let bundles = next.flatMap(projectBundles(in:))
            if !bundles.isEmpty { return (bundles.sorted(), XcodeProjectReader.absolute(start)) }
            level = next
        }
        return nil
    }

    /// The folders under `folder` holding a `Package.swift`, with its `defaultLocalization`.
    static func localPackages(under folder: String) -> [String: String?] {
        var packages: [String: String?] = [:]
        var level = [folder]
        for _ in 0..<packageSearchDepth {
            let next = level.flatMap(subfolders(of:))
            for candidate in next where hasManifest(candidate) {
                packages[XcodeProjectReader.absolute(candidate)] = PackageManifest.defaultLocalization(
                    inFolder: candidate)
            }
            level = next
        }
        return packages
    }

    /// An `.xcodeproj` bundle, or an XcodeGen spec (`project.yml`, `project-bwa.yml`…).
    private static func read(_ bundle: String) -> XcodeProject {
        guard XcodeGenProject.isSpecName(bundle) else { return XcodeProject.read(bundle: bundle) }
        return XcodeGenProject.read(file: bundle) ?? XcodeProject(bundle: bundle)
    }

    /// The `.xcodeproj` bundles in `folder`; where there is none, its XcodeGen specs (``XcodeGenProject/specs(in:names:)``).
    private static func projectBundles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let bundles = names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter {
                FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("project.pbxproj"))
            }
        if bundles.isEmpty {
            return XcodeGenProject.specs(in: folder, names: names)
        }
        return bundles
    }

    private static func hasManifest(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(PackageManifest.fileName))
    }

    /// The subfolders worth searching: not hidden, not bundles whose insides are no sources.
    private static func subfolders(of folder: String) -> [String] {
        let skipped = [".lproj", ".xcodeproj", ".xcworkspace", ".xcloc", ".xcassets", ".bundle", ".framework"]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().filter { name in
            !name.hasPrefix(".") && !skipped.contains { name.hasSuffix($0) } && name != "Pods" && name != "node_modules"
        }.map { (folder as NSString).appendingPathComponent($0) }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }
}
