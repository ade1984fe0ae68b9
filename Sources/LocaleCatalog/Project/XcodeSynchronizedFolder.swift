/// A folder-synchronized group (`PBXFileSystemSynchronizedRootGroup`, object version 70+) as one
/// target sees it: every file under ``path`` is the target's, less the exceptions its
/// `PBXFileSystemSynchronizedBuildFileExceptionSet` lists for that target. A group the target does
/// not list itself gives it only the exceptions (Xcode records a file added from another target's
/// folder so).
///
/// An exception is a path relative to the folder (a file, or a folder and all under it), or
/// `/Localized/<path>`: every `<lang>.lproj` variant of `<path>` (`/Localized/Core.strings` is
/// `de.lproj/Core.strings`, `fr.lproj/Core.strings`…).
public struct XcodeSynchronizedFolder: Sendable, Hashable {
    /// The folder, absolute and lowercased.
    public var path: String
    /// The exception paths as written, lowercased.
    public var exceptions: [String]
    /// True: the files are members unless an exception names them; false: only those it names are.
    public var isMember: Bool

    /// A synchronized folder at `path` whose `exceptions` are left out of its target (or, when not
    /// `isMember`, are its only members).
    public init(path: String, exceptions: [String], isMember: Bool) {
        self.path = path.lowercased()
        self.exceptions = exceptions.map { $0.lowercased() }
        self.isMember = isMember
    }

    /// Whether the target ships `file` (absolute, lowercased).
    func contains(_ file: String) -> Bool {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        guard file.hasPrefix(prefix) else { return false }
        let relative = String(file.dropFirst(prefix.count))
        let named = exceptions.contains { Self.exception($0, names: relative) }
        return isMember != named
    }

    private static let localizedPrefix = "/localized/"

    private static func exception(_ exception: String, names relative: String) -> Bool {
        if exception.hasPrefix(localizedPrefix) {
            let variant = relative.split(separator: "/").filter { !$0.hasSuffix(".lproj") }.joined(separator: "/")
            return variant == exception.dropFirst(localizedPrefix.count)
        }
        if exception.contains("*") {
            // An XcodeGen exclude: a glob (`**/*.md`, `qqq.lproj`), matched against the path and its folders.
            let glob = Glob(exception, crossesSlashes: exception.contains("**"))
            var prefix = ""
            for component in relative.split(separator: "/") {
                prefix += prefix.isEmpty ? String(component) : "/" + component
                if glob.matches(prefix) { return true }
            }
            return false
        }
        return relative == exception || relative.hasPrefix(exception + "/")
    }
}
