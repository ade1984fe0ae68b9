/// One native target of an Xcode project: the localized files its build phases ship.
///
/// A file belongs to the target when a build phase references it (a `PBXVariantGroup` child such as
/// `de.lproj/InfoPlist.strings`, a `.xcstrings` file reference) or when it lies in one of the target's
/// folder-synchronized groups and no exception set takes it out (see ``XcodeSynchronizedFolder``).
/// Paths are absolute and compared without case, as on the case-insensitive file systems Xcode
/// builds on: a reference spelled `de.lproj/InfoPlist.strings` is the disk's `infoPlist.strings`.
public struct XcodeTarget: Sendable, Hashable {
    /// The target's name, as `--target` takes it.
    public var name: String
    /// The localized files the build phases reference, absolute and lowercased.
    public var referencedFiles: Set<String>
    /// The folders (absolute, lowercased) whose every file the target ships: folder references and
    /// the `.lproj` folders of referenced variant groups do not count here, only whole folders.
    public var folders: [XcodeSynchronizedFolder]
    /// The `Info.plist` the target's build settings name (`INFOPLIST_FILE`), absolute, if any.
    public var infoPlist: String?
    /// `com.apple.product-type.application`, `….framework`…, as the project names it.
    public var productType: String?

    /// Whether the target builds a framework, whose resources ship in its own bundle, not the app's.
    public var isFramework: Bool {
        productType == "com.apple.product-type.framework" || productType == "com.apple.product-type.framework.static"
    }

    /// A target with these files and folders.
    public init(
        name: String, referencedFiles: Set<String> = [], folders: [XcodeSynchronizedFolder] = [],
        infoPlist: String? = nil
    ) {
        self.name = name
        self.referencedFiles = referencedFiles
        self.folders = folders
        self.infoPlist = infoPlist
    }

    /// Whether the target ships `file` (an absolute path).
    public func contains(file: String) -> Bool {
        let lowered = file.lowercased()
        if referencedFiles.contains(lowered) { return true }
        return folders.contains { $0.contains(lowered) }
    }
}
