import Foundation

/// Paths the tests need: the package root, the test corpus (`Tests/Corpus`), fixtures, and scratch folders.
enum TestPaths {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static var corpus: String { packageRoot + "/Tests/Corpus" }

    static var fixtures: String { packageRoot + "/Tests/AccessorGenerationTests/Fixtures" }

    /// A new empty folder under the system temporary folder.
    static func scratchFolder(_ name: String = #function) throws -> String {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let path = NSTemporaryDirectory() + "localekit-\(safe)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
