import Foundation
import LocalizationFormats

/// Which bundle ships a localization file, seen from a command run over a folder: the run's own
/// bundle (the app's, or the package target's `Bundle.module`), a local Swift package's own bundle, or
/// a separate `.bundle` folder (a `Settings.bundle`, which the Settings app reads through its
/// `Root.plist`, never the app's code).
///
/// Accessors generated for the run look in one bundle, so only the files of ``own`` belong in them:
/// a local package's tables are its own target's (`Bundle.module` there), whichever folder the
/// command runs from and whether or not an Xcode project is found.
public enum ShippingBundle: Hashable, Sendable {
    /// The run's own bundle: the app's, or the package target's the command runs in.
    case own
    /// A local package's, by the package's folder (absolute).
    case package(String)
    /// A `.bundle` folder inside the run (absolute path of the bundle).
    case separate(String)

    /// The bundle of `file` for a run over `root` (both paths as given; relative to the working folder).
    public static func of(_ file: String, root: String, packages: inout PackageFolders) -> ShippingBundle {
        let file = XcodeProjectScope.absolutePath(file)
        let root = XcodeProjectScope.absolutePath(root)
        let components = file.split(separator: "/")
        let rootDepth = root.split(separator: "/").count
        if let index = components.indices.dropFirst(rootDepth).first(where: { components[$0].hasSuffix(".bundle") }),
            index < components.count - 1
        {
            return .separate("/" + components[...index].joined(separator: "/"))
        }
        let folder = (file as NSString).deletingLastPathComponent
        guard let holding = packages.nearest(holding: folder) else { return .own }
        let rootFolder = Self.isDirectory(root) ? root : (root as NSString).deletingLastPathComponent
        return holding == packages.nearest(holding: rootFolder) ? .own : .package(holding)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// The nearest folder holding a `Package.swift` at or above a folder, up to the repository's root (a
/// folder with `.git`), each folder asked once.
public struct PackageFolders: Sendable {
    private var nearestByFolder: [String: String?] = [:]

    /// No folder asked yet.
    public init() {}

    /// The package folder holding `folder` (absolute), or nil when none does inside the repository.
    public mutating func nearest(holding folder: String) -> String? {
        if let known = nearestByFolder[folder] { return known }
        let manager = FileManager.default
        let result: String?
        if manager.fileExists(atPath: (folder as NSString).appendingPathComponent(PackageManifest.fileName)) {
            result = folder
        } else if folder == "/" || folder.isEmpty
            || manager.fileExists(atPath: (folder as NSString).appendingPathComponent(".git"))
        {
            result = nil
        } else {
            result = nearest(holding: (folder as NSString).deletingLastPathComponent)
        }
        nearestByFolder[folder] = result
        return result
    }
}
