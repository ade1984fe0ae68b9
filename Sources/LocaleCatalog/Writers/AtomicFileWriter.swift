import Foundation

/// Writes files atomically, and only when their bytes change.
///
/// The data goes to a temporary file in the destination's folder, which is then renamed over
/// the destination, so a reader never sees a half-written file. When the destination already
/// holds exactly these bytes nothing is written and its modification date is kept, so build
/// systems that watch it do not rebuild. The temporary file is removed when anything fails.
///
/// Several files are written all or nothing (``write(_:)``): every temporary file is written
/// first, and only when all of them are complete are they renamed over their destinations. A
/// failed write (a full disk, a read-only folder) leaves every destination as it was, and no
/// temporary file or new folder behind.
///
/// ```swift
/// let changed = try AtomicFileWriter.write(Data(text.utf8), to: "Generated/L10n.swift")
/// ```
public enum AtomicFileWriter {
    /// Why a write failed.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        /// The file that could not be written.
        public var path: String
        /// What went wrong, as the system said it.
        public var reason: String

        public var description: String { "\(path): \(reason)" }
    }

    /// Writes `data` to `path`, creating missing parent folders.
    ///
    /// - Returns: `true` when the file was created or its bytes changed, `false` when it already held `data`.
    /// - Throws: ``WriteError`` when a folder cannot be created or the file cannot be written.
    @discardableResult
    public static func write(_ data: Data, to path: String) throws -> Bool {
        try write([(path, data)])[0]
    }

    /// Writes `text` as UTF-8 to `path`, as ``write(_:to:)`` writes data, without a copy of its bytes:
    /// generated code can be hundreds of megabytes.
    @discardableResult
    public static func write(_ text: String, to path: String) throws -> Bool {
        var text = text
        return try text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return try write(Data(), to: path) }
            let data = Data(
                bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none)
            return try write(data, to: path)
        }
    }

    /// Writes every file whose bytes changed, all or nothing.
    ///
    /// - Returns: for each file, whether it was created or changed.
    /// - Throws: ``WriteError`` for the first file that could not be written; then no destination was touched.
    @discardableResult
    public static func write(_ files: [(path: String, data: Data)]) throws -> [Bool] {
        let fileManager = FileManager.default
        let changed = files.map { file in fileManager.contents(atPath: file.path) != file.data }
        var staged = StagedFiles()
        do {
            for (file, isChanged) in zip(files, changed) where isChanged {
                try staged.stage(file.data, for: file.path)
            }
            try staged.commit()
        } catch {
            staged.rollBack()
            throw error
        }
        return changed
    }
}

/// Temporary files written beside their destinations, and the folders created for them.
private struct StagedFiles {
    private var pending: [(temporary: String, destination: String)] = []
    private var createdFolders: [String] = []

    mutating func stage(_ data: Data, for path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        try createFolder(directory, for: path)
        let name = (path as NSString).lastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw AtomicFileWriter.WriteError(
                path: path, reason: "cannot write a temporary file in '\(directory)': \(Self.systemError())")
        }
        pending.append((temporary, path))
        let written = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let writeFailure = written ? nil : Self.systemError()
        let closeFailure = close(descriptor) == 0 ? nil : Self.systemError()
        if let failure = writeFailure ?? closeFailure {
            throw AtomicFileWriter.WriteError(path: path, reason: "cannot write the file: \(failure)")
        }
    }

    /// Renames every temporary file over its destination, then removes what killed writers left.
    mutating func commit() throws {
        var folders: Set<String> = []
        while let (temporary, destination) = pending.first {
            guard rename(temporary, destination) == 0 else {
                throw AtomicFileWriter.WriteError(
                    path: destination, reason: "cannot replace the file: \(Self.systemError())")
            }
            pending.removeFirst()
            folders.insert((temporary as NSString).deletingLastPathComponent)
        }
        for folder in folders { Self.removeStaleTemporaries(in: folder) }
    }

    /// A writer killed mid-write (SIGKILL) leaves its `.<name>.<UUID>.tmp` behind. Those older than
    /// ten minutes are removed: no live writer takes that long, so a concurrent one is never disturbed.
    private static func removeStaleTemporaries(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let cutoff = Date().addingTimeInterval(-600)
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let parts = name.dropLast(4).split(separator: ".")
            guard let last = parts.last, UUID(uuidString: String(last)) != nil else { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            if let modified, modified < cutoff { unlink(path) }
        }
    }

    /// Removes the temporary files not yet renamed and the folders created for them (when still empty).
    func rollBack() {
        for file in pending { unlink(file.temporary) }
        for folder in createdFolders.reversed() { rmdir(folder) }
    }

    /// Creates `directory` and its missing parents, remembering which were new.
    private mutating func createFolder(_ directory: String, for path: String) throws {
        var missing: [String] = []
        var current = directory
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) {
            missing.append(current)
            // A name without a slash has the working folder as parent (and Foundation on Linux traps
            // taking the parent of a one-character name: `--output x` crashed).
            guard current.contains("/") else { break }
            let parent = (current as NSString).deletingLastPathComponent
            if parent.isEmpty || parent == current { break }
            current = parent
        }
        for folder in missing.reversed() {
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
                throw AtomicFileWriter.WriteError(
                    path: path, reason: "cannot create folder '\(folder)': \(Self.systemError())")
            }
            createdFolders.append(folder)
        }
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }
}
