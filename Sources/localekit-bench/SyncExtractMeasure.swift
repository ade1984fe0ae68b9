import CatalogSync
import CodeReading
import Foundation

/// `localekit sync`'s extraction (scan, declarations, localizable literals and their interpolation
/// types) over the String Catalog apps' Swift sources, beside reading the same files: the target is
/// the issue's, a whole app's sources in under a second. With `--corpus` the full corpus holds all
/// three apps (CotEditor's 2 MB the largest); `Tests/Corpus` holds Xcodes'.
struct SyncExtractMeasure: CorpusMeasure {
    let name = "sync extraction, xcstrings-apps sources"
    private(set) var files = CorpusFiles(paths: [], contents: [])

    mutating func prepare(corpus: URL) throws {
        files = try CorpusFiles(corpus: corpus, folder: "xcstrings-apps", extension: "swift")
    }

    /// Under a second for all the sources: at least their size in MB per second.
    var oursTarget: Target? {
        let megabytes = Double(files.byteCount) / 1_000_000
        return .atLeast(megabytes, "< 1 s for \(files.paths.count) files (≥ \(String(format: "%.1f", megabytes)) MB/s)")
    }

    var contenders: [Contender] {
        let paths = files.paths
        return [
            Contender(name: "StringExtraction (reads the files)", runsOnManyThreads: true) {
                let extraction = StringExtraction.extract(files: paths)
                return extraction.strings.count + extraction.undeterminable.count
            },
            Contender(name: "read the same files") {
                paths.reduce(0) { $0 + (FileManager.default.contents(atPath: $1)?.count ?? 0) }
            },
        ]
    }
}
