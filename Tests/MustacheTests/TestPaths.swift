import Foundation

@testable import Mustache

/// Paths the tests need: the test corpus (`Tests/Corpus`).
enum TestPaths {
    static var corpus: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return url.path + "/Corpus"
    }
}
