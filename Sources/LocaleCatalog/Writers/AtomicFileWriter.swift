import Foundation

/// Writes files atomically, and only when their bytes change.
///
/// The data goes to a temporary file in the destination's folder, which is then renamed over
/// the destination, so a reader never sees a half-written file. When the destination already
/// holds exactly these bytes nothing is written and its modification date is kept, so build
/// systems that watch it do not rebuild. The temporary file is removed when anything fails.
///
/// ```swift
/// let changed = try AtomicFileWriter.write(Data(text.utf8), to: "Generated/L10n.swift")
/// ```
public enum AtomicFileWriter {
    /// Why a write failed.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String

        public var description: String { "\(path): \(reason)" }
    }

    /// Writes `data` to `path`, creating missing parent folders.
    ///
    /// - Returns: `true` when the file was created or its bytes changed, `false` when it already held `data`.
    /// - Throws: ``WriteError`` when a folder cannot be created or the file cannot be written.
    @discardableResult
    public static func write(_ data: Data, to path: String) throws -> Bool {
        let fileManager = FileManager.default
        if let existing = fileManager.contents(atPath: path), existing == data {
            return false
        }
        let folder = (path as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        do {
            try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: "cannot create folder '\(directory)': \(error.localizedDescription)")
        }
        let name = (path as NSString).lastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
        guard fileManager.createFile(atPath: temporary, contents: data) else {
            try? fileManager.removeItem(atPath: temporary)
            throw WriteError(path: path, reason: "cannot write a temporary file in '\(directory)'")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? fileManager.removeItem(atPath: temporary)
            throw WriteError(path: path, reason: "cannot replace the file: \(reason)")
        }
        return true
    }
}
