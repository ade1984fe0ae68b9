import Foundation
import LocalizationFormats

/// Reading every wikipedia-ios `.stringsdict` file: ``StringsDictReader`` (and its location-free `readValues`, what
/// the runtime uses) against `PropertyListSerialization` and `cat` (the I/O floor).
struct StringsDictReadMeasure: CorpusMeasure {
    let name = "read .stringsdict, wikipedia-ios"
    private(set) var files = CorpusFiles(paths: [], contents: [])

    mutating func prepare(corpus: URL) throws {
        files = try CorpusFiles(corpus: corpus, folder: "wikipedia-ios", extension: "stringsdict")
    }

    var contenders: [Contender] {
        let paths = files.paths
        let contents = files.contents
        return [
            Contender(name: "StringsDictReader") {
                zip(contents, paths).reduce(0) { $0 + StringsDictReader.read($1.0, file: $1.1).entries.count }
            },
            Contender(name: "StringsDictReader.readValues (runtime)") {
                zip(contents, paths).reduce(0) { $0 + StringsDictReader.readValues($1.0, file: $1.1).values.count }
            },
            FoundationPeer.parse(contents),
            PeerTools.cat(paths),
        ]
    }
}
