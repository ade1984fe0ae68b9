import Foundation
import LocalizationFormats

/// Reading every wikipedia-ios `.strings` file: ``StringsReader`` against `PropertyListSerialization`,
/// translate-toolkit, `plutil -lint` (a syntax check) and `cat` (the I/O floor).
struct StringsReadMeasure: CorpusMeasure {
    let name = "read .strings, wikipedia-ios"
    private(set) var files = CorpusFiles(paths: [], contents: [])

    mutating func prepare(corpus: URL) throws {
        files = try CorpusFiles(corpus: corpus, folder: "wikipedia-ios", extension: "strings")
    }

    var contenders: [Contender] {
        let paths = files.paths
        let contents = files.contents
        return [
            Contender(name: "StringsReader") {
                zip(contents, paths).reduce(0) { $0 + StringsReader.read($1.0, file: $1.1).entries.count }
            },
            FoundationPeer.parse(contents, target: .ratio(atLeast: 10)),
            TranslateToolkitPeer.contender(
                .strings, paths: paths, packageRoot: BenchmarkCommand.packageRoot, target: .ratio(atLeast: 100)),
            PeerTools.plutilLint(paths),
            PeerTools.cat(paths),
        ]
    }
}
