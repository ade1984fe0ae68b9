import Foundation
import LocalizationFormats

/// Walks the object graph of a parsed `project.pbxproj`: the `PBXProject`, its groups (to resolve every
/// path to disk) and its native targets' build phases and folder-synchronized groups.
///
/// Damaged input is expected: a missing object, a value of the wrong kind or a cycle in the groups is
/// skipped (with one diagnostic when the project itself cannot be found), never trapped on.
struct XcodeProjectReader {
    private let objects: [String: PropertyListNode]
    private let rootNode: PropertyListNode?
    private let file: String
    /// `SOURCE_ROOT`, absolute.
    private let folder: String
    /// Object id → the absolute path it resolves to (groups, file references, synchronized folders).
    private var paths: [String: String] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    /// How deeply groups may nest before the walk stops (a damaged file may make them a cycle).
    private static let maximumGroupDepth = 64

    init(root: PropertyListNode?, file: String, folder: String) {
        rootNode = root
        self.file = file
        self.folder = Self.absolute(folder)
        var objects: [String: PropertyListNode] = [:]
        for entry in root?["objects"]?.entries ?? [] { objects[entry.key] = entry.value }
        self.objects = objects
    }

    mutating func read(into project: inout XcodeProject) {
        guard let root = rootNode else { return }
        guard let projectID = root["rootObject"]?.string, let pbxProject = objects[projectID],
            pbxProject["isa"]?.string == "PBXProject"
        else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: .syntax, "the file names no PBXProject object ('rootObject')",
                    at: root["rootObject"]?.location ?? root.location))
            return
        }
        project.objectVersion = root["objectVersion"]?.string.flatMap { Int($0) }
        if let region = pbxProject["developmentRegion"] {
            project.developmentRegion = region.string
            project.developmentRegionLocation = region.location
        }
        if case .array(let regions)? = pbxProject["knownRegions"]?.value {
            let named = regions.filter { $0.string != nil }
            project.knownRegions = named.compactMap(\.string)
            project.knownRegionLocations = named.map(\.location)
        }
        var projectFolder = folder
        if let dirPath = pbxProject["projectDirPath"]?.string, !dirPath.isEmpty {
            projectFolder = Self.join(folder, dirPath)
        }
        if let mainGroup = pbxProject["mainGroup"]?.string {
            resolve(mainGroup, parent: projectFolder, depth: 0)
        }
        project.targets = strings(pbxProject["targets"]).compactMap(target)
    }

    /// The native target `id`, with its localized files.
    private func target(_ id: String) -> XcodeTarget? {
        guard let node = objects[id], node["isa"]?.string == "PBXNativeTarget" else { return nil }
        var target = XcodeTarget(name: node["name"]?.string ?? id)
        target.productType = node["productType"]?.string
        for phaseID in strings(node["buildPhases"]) {
            guard let phase = objects[phaseID],
                ["PBXResourcesBuildPhase", "PBXSourcesBuildPhase"].contains(phase["isa"]?.string ?? "")
            else { continue }
            for buildFileID in strings(phase["files"]) {
                guard let reference = objects[buildFileID]?["fileRef"]?.string else { continue }
                target.referencedFiles.formUnion(localizedFiles(of: reference).map { $0.lowercased() })
            }
        }
        let ownGroups = Set(strings(node["fileSystemSynchronizedGroups"]))
        for (groupID, group) in objects where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let path = paths[groupID] else { continue }
            let exceptions = strings(group["exceptions"]).compactMap { objects[$0] }.filter {
                $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"]?.string == id
            }
            let isMember = ownGroups.contains(groupID)
            guard isMember || !exceptions.isEmpty else { continue }
            let excepted = exceptions.flatMap { strings($0["membershipExceptions"]) }
            target.folders.append(XcodeSynchronizedFolder(path: path, exceptions: excepted, isMember: isMember))
        }
        target.folders.sort { $0.path < $1.path }
        target.infoPlist = infoPlist(of: node)
        return target
    }

    /// The files a build file's reference ships: a variant group's children, or the file itself.
    private func localizedFiles(of reference: String) -> [String] {
        guard let node = objects[reference] else { return [] }
        switch node["isa"]?.string {
        case "PBXVariantGroup":
            return strings(node["children"]).compactMap { paths[$0] }
        case "PBXFileReference":
            return paths[reference].map { [$0] } ?? []
        default:
            return []
        }
    }

    /// Records the absolute path of `id` and, for a group, of everything in it.
    private mutating func resolve(_ id: String, parent: String, depth: Int) {
        guard depth < Self.maximumGroupDepth, paths[id] == nil, let node = objects[id] else { return }
        guard let path = path(of: node, parent: parent) else { return }
        paths[id] = path
        for child in strings(node["children"]) {
            resolve(child, parent: path, depth: depth + 1)
        }
    }

    /// Where a group or reference lies: `<group>` from its parent, `SOURCE_ROOT` from the project's folder,
    /// `<absolute>` as written; nil for build-time trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`…).
    private func path(of node: PropertyListNode, parent: String) -> String? {
        let path = node["path"]?.string ?? ""
        switch node["sourceTree"]?.string ?? "<group>" {
        case "<group>": return path.isEmpty ? parent : Self.join(parent, path)
        case "SOURCE_ROOT": return Self.join(folder, path)
        case "<absolute>": return Self.absolute(path)
        default: return nil
        }
    }

    /// The `INFOPLIST_FILE` of the target's first build configuration that sets one.
    private func infoPlist(of target: PropertyListNode) -> String? {
        guard let listID = target["buildConfigurationList"]?.string, let list = objects[listID] else { return nil }
        for configurationID in strings(list["buildConfigurations"]) {
            guard var value = objects[configurationID]?["buildSettings"]?["INFOPLIST_FILE"]?.string else { continue }
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
            where value.hasPrefix(prefix) {
                value.removeFirst(prefix.count)
            }
            if value.contains("$") || value.isEmpty { continue }
            return Self.join(folder, value)
        }
        return nil
    }

    /// The strings of an array value (other elements skipped).
    private func strings(_ node: PropertyListNode?) -> [String] {
        guard case .array(let elements)? = node?.value else { return [] }
        return elements.compactMap(\.string)
    }

    static func join(_ base: String, _ path: String) -> String {
        path.hasPrefix("/") ? absolute(path) : absolute((base as NSString).appendingPathComponent(path))
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
