import Foundation

/// Paths every test target needs: the package root, the test corpus (`Tests/Corpus`), a target's
/// fixtures, and scratch folders. Tests never read anything outside the package.
public enum TestPaths {
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    public static var corpus: String { packageRoot + "/Tests/Corpus" }

    /// `Tests/<target>/Fixtures`.
    public static func fixtures(of target: String) -> String { packageRoot + "/Tests/\(target)/Fixtures" }

    /// Writes each file of `files` (path relative to `root` → its text), with the folders it needs.
    public static func write(_ files: [String: String], under root: String) throws {
        for (path, text) in files {
            let file = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
    }

    /// A new empty folder under the system temporary folder.
    public static func scratchFolder(_ name: String = #function) throws -> String {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let path = NSTemporaryDirectory() + "localekit-\(safe)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
