import Foundation
import SwiftSourceScanner

/// Scanning the SwiftGen app's Swift sources (what `localekit usage` reads) with
/// ``SwiftSourceScanner``, on one core; the target is ≥ 100 MB/s. A second contender also decodes
/// every string literal and finds every member chain (the rest of the scan `usage` needs).
struct SwiftScanMeasure: CorpusMeasure {
    let name = "scan Swift sources, swiftgen-app"
    private(set) var files = CorpusFiles(paths: [], contents: [])
    private var bytes: [[UInt8]] = []

    mutating func prepare(corpus: URL) throws {
        files = try CorpusFiles(corpus: corpus, folder: "swiftgen-app", extension: "swift")
        bytes = files.contents.map { Array($0) }
    }

    var oursTarget: Target? { .atLeast(100, "≥ 100 MB/s") }

    var contenders: [Contender] {
        let bytes = bytes
        return [
            Contender(name: "SwiftSourceScanner") {
                bytes.reduce(0) { $0 + SwiftSourceScanner.scan($1).tokens.count }
            },
            Contender(name: "scan + literals + member chains") {
                bytes.reduce(0) { count, file in
                    let source = SwiftSourceScanner.scan(file)
                    let literals = source.tokens.indices.lazy.filter { source.tokens[$0].kind == .string }
                        .reduce(0) { $0 + (source.literal(at: $1).staticValue?.utf8.count ?? 0) }
                    return count + literals + source.memberChains().count
                }
            },
        ]
    }
}
