#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lists a folder tree with `opendir`/`readdir`, as `FileManager.enumerator(atPath:)` does, but
/// without entering the folders a search skips anyway and without a Foundation object per entry.
///
/// Like the enumerator: a symbolic link is listed (a link to a folder is not entered, a dangling
/// one is listed too), a folder is listed and entered whatever its name, and a subfolder that
/// cannot be opened is skipped. Unlike it, a folder for which `descends` is false is neither
/// listed nor entered: `LocalizationFileFinder` prunes hidden folders and `.build` this way, where
/// the enumerator walked every file of a repository's `.git` and `.build` first.
struct DirectoryWalker {
    /// Whether to list and enter the folder of this name.
    var descends: (_ name: String) -> Bool = { _ in true }

    /// The paths under `root`, relative to it (`en.lproj/Localizable.strings`), in no particular
    /// order; nil when `root` itself cannot be opened as a folder.
    func paths(under root: String) -> [String]? {
        guard let directory = opendir(root) else { return nil }
        var paths: [String] = []
        walk(directory, path: root, relative: "", into: &paths)
        return paths
    }

    #if canImport(Darwin)
        private typealias Handle = UnsafeMutablePointer<DIR>
    #else
        private typealias Handle = OpaquePointer
    #endif

    /// Lists `directory` (open on `path`), closing it, then the folders in it.
    private func walk(_ directory: Handle, path: String, relative: String, into paths: inout [String]) {
        var folders: [String] = []
        while let entry = readdir(directory) {
            let (name, type) = Self.nameAndType(entry)
            if name == "." || name == ".." { continue }
            var isFolder = type == Int(DT_DIR)
            if type == Int(DT_UNKNOWN) {
                // Some file systems do not fill `d_type`: ask without following a link.
                var status = stat()
                isFolder = lstat(path + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            }
            if isFolder {
                guard descends(name) else { continue }
                folders.append(name)
            }
            paths.append(relative + name)
        }
        closedir(directory)
        // Folders are entered after their parent is closed, so that open handles stay few however deep.
        for name in folders {
            guard let child = opendir(path + "/" + name) else { continue }
            walk(child, path: path + "/" + name, relative: relative + name + "/", into: &paths)
        }
    }

    private static func nameAndType(_ entry: UnsafeMutablePointer<dirent>) -> (String, Int) {
        let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
            field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) {
                String(cString: $0)
            }
        }
        return (name, Int(entry.pointee.d_type))
    }
}
